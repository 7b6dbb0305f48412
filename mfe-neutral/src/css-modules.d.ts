// CSS modules come with named exports only: `import * as classes from './X.module.css'`.
declare module '*.module.css' {
  const classes: { readonly [className: string]: string };
  export = classes;
}
