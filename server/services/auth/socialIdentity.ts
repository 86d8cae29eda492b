/**
 * The identity a social sign-in provider vouches for (spec sections 2 and 5: one-click Google or
 * Facebook login), whether it comes from the real provider (./social.ts) or from the development
 * identity provider (./devIdentity.ts).
 */

/** Who the provider says signed in. */
export interface SocialIdentity {
  /** The provider's stable account id (OpenID Connect `sub`, Facebook `id`). */
  subject: string;
  email: string | null;
  /** The provider vouches for the address (Google `email_verified`; Facebook only returns confirmed ones). */
  emailVerified: boolean;
  name: string | null;
}
