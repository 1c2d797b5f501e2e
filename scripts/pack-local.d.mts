/** A publishable package of the repository. */
export interface PublishablePackage {
  name: string;
  dir: string;
  version: string;
  /** The file name `pnpm pack` gives its tarball. */
  tarball: string;
}
/** Where `npm run pack:local` puts the tarballs by default (`.hostbridge/packs`). */
export declare const LOCAL_PACKS_DIR: string;
/** The publishable packages, sorted by name. */
export declare function publishablePackages(): PublishablePackage[];
/** Builds and packs every publishable package into `dest`; returns them with the tarball's path. */
export declare function packLocal(
  dest?: string,
  options?: { build?: boolean; quiet?: boolean },
): (PublishablePackage & { path: string })[];
