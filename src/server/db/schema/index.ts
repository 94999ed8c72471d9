// The whole data model; drizzle-kit generates the migrations from this module.
export * from './enums';
export * from './organizations';
export * from './auth';
export * from './people';
export * from './menus';
export * from './sections';
export * from './content';
export * from './banners';
export * from './consent';
export * from './commerce';
export * from './meetings';
export * from './support';
export * from './assistant';
export * from './mail';
export * from './revisions';
export * from './rate-limits';
export * from './media';
