/**
 * English: The app download page and the mobile download page (docs/site-pages.md "App download"), addressed as `download.*`.
 */
export const download = {
  meta: {
    title: 'App download',
    description:
      'Download the {{name}} app for iOS and Android, or add the lite app to your home screen: QR codes, install guides with pictures and answers to common questions.',
    mobileTitle: 'Install the app',
  },
  title: 'Download the app',
  subtitle: 'Casino, sports and live games in your pocket: scan a code with your phone camera and install in a minute.',
  scan: 'Scan with your phone camera',
  qrLabel: '{{app}} QR code',
  apps: {
    ios: { name: 'iOS app', note: 'iPhone and iPad · iOS 13 or later' },
    android: { name: 'Android app', note: 'Phones and tablets · Android 8.0 or later' },
    lite: { name: 'Lite app', note: 'Any phone · no installation needed' },
  },
  button: { ios: 'Install on iPhone', android: 'Download APK', lite: 'Open the lite app' },
  version: 'Version',
  size: 'Size',
  updated: 'Updated',
  noInstall: 'No download',
  latest: 'Latest',
  unavailable: 'Not offered yet',
  unavailableHint: 'This app is not available at the moment. Try the lite app instead.',
  error: 'The apps could not be loaded.',
  retry: 'Try again',
  guide: {
    title: 'Install guide',
    subtitle: 'Follow the steps for your phone. Each picture shows where to tap.',
    tabsLabel: 'Install guide platform',
    tabs: { ios: 'iOS', android: 'Android', lite: 'Lite app' },
    step: 'Step {{n}}',
    steps: {
      ios: {
        s1: {
          title: 'Open the link in Safari',
          text: 'Scan the iOS code with the camera, or open the link in Safari, and tap Install.',
        },
        s2: {
          title: 'Install the app',
          text: 'Confirm Install in the dialog. The app icon appears on the home screen while it downloads.',
        },
        s3: {
          title: 'Trust the enterprise profile',
          text: 'Go to Settings > General > VPN & Device Management, choose our enterprise app and tap Trust.',
        },
        s4: {
          title: 'Open the app',
          text: 'Tap the app icon on the home screen and sign in. Updates are offered inside the app.',
        },
      },
      android: {
        s1: {
          title: 'Download the APK',
          text: 'Scan the Android code or tap Download APK. When the download completes, tap Open.',
        },
        s2: {
          title: 'Allow installs from this source',
          text: 'If asked, open Settings and switch on Allow from this source for your browser, then go back.',
        },
        s3: { title: 'Install the app', text: 'Tap Install and wait a few seconds for the installation to finish.' },
        s4: { title: 'Open the app', text: 'Tap Open, or find the app icon on the home screen, and sign in.' },
      },
      lite: {
        s1: {
          title: "Open the site in your phone's browser",
          text: 'Scan the lite code, or visit the site in Safari (iPhone) or Chrome (Android).',
        },
        s2: {
          title: 'iPhone: Share > Add to Home Screen',
          text: 'In Safari tap the Share button, then Add to Home Screen, and confirm with Add.',
        },
        s3: {
          title: 'Android: menu > Install app',
          text: 'In Chrome open the ⋮ menu and tap Install app (or Add to Home screen).',
        },
        s4: {
          title: 'Open it from the home screen',
          text: 'The lite app opens full screen like an app, always with the latest version.',
        },
      },
    },
  },
  faq: {
    title: 'Frequently asked questions',
    items: {
      q1: {
        q: 'Why does iOS say "Untrusted Enterprise Developer"?',
        a: 'The iOS app is distributed with an enterprise certificate. Go to Settings > General > VPN & Device Management, choose the profile and tap Trust once; the app then opens normally.',
      },
      q2: {
        q: 'Android blocks the installation. What can I do?',
        a: 'Android only installs apps from sources you allow. When asked, open Settings, switch on Allow from this source for your browser and tap Install again.',
      },
      q3: {
        q: 'Is my account the same in the app and on the website?',
        a: 'Yes. Your balance, bets, rewards and messages are shared. Scanning the iOS code while signed in opens the app already signed in.',
      },
      q4: {
        q: 'What is the lite app?',
        a: 'A shortcut to the mobile site on your home screen. It needs no download or storage, opens full screen and is always up to date.',
      },
      q5: {
        q: 'How do I update the app?',
        a: 'The app tells you when a new version is ready. You can also download it again from this page; your account and settings are kept.',
      },
    },
  },
  panel: { installGuide: 'Install guide' },
  footerLink: 'App download',
  mobile: {
    title: 'Install the app',
    subtitle: 'Play anywhere with the {{name}} app.',
    installIos: 'Install on iPhone',
    installAndroid: 'Download for Android',
    installLite: 'Install the lite app',
    addToHome: 'How to add to the home screen',
    openInApp: 'Open in app',
    openHint: 'Already installed? Open the app signed in.',
    stepsTitle: 'How to install',
    liteTitle: 'Add the lite app to your home screen',
    liteSubtitle: 'No download needed: the site opens full screen like an app.',
    otherDevices: 'Other devices',
    language: 'Language',
    fullPage: 'App download page',
  },
};
