// The one harness feature tests render with (tests only): see render-feature.tsx. A feature's
// `test/render.tsx` calls renderFeature with its store, namespaces, host and router, and keeps
// only its own fixtures beside it.
export {
  renderFeature,
  location,
  type RenderFeatureOptions,
  type RenderedFeature,
  type FeatureRouter,
} from './render-feature';
export { testI18n } from './test-i18n';
export {
  renderOnPlatform,
  loginGuard,
  type PlatformRenderOptions,
  type RenderedOnPlatform,
  type LoginGuard,
} from './render-on-platform';
