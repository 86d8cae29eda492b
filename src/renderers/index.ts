/** Generic renderers (design card): menus from the registry, and the visible Unknown fallback. */
export { MenuRenderer, type MenuRendererProps, type MenuVariant } from './MenuRenderer';
export { UnknownRenderer, type UnknownRendererProps } from './UnknownRenderer';
export { useMenuAction, performMenuAction, isKnownAction } from './menuActions';
