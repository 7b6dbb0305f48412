// The build (tooling's rspack config, `css/auto`) gives CSS modules named exports only, so
// components import them as `import * as classes from './X.module.css'`. Every component that
// does so references this file, so a package that type-checks shared-ui's sources through any
// entry point (`shared-ui`, `shared-ui/federation`…) sees the declaration.
declare module '*.module.css' {
  const classes: { readonly [className: string]: string };
  export = classes;
}
