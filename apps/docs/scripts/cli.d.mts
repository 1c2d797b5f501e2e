/** The CLI's help: the program's and each command's. */
export declare function readCli(): {
  top: string;
  commands: { name: string; help: string }[];
};
/** The templates the built CLI ships. */
export declare function readTemplates(): { name: string; packages: string[] }[];
/** The CLI reference's section on the templates (Markdown). */
export declare function templatesSection(templates: { name: string; packages: string[] }[]): string;
