import {readFileSync, renameSync, writeFileSync} from 'node:fs';
import path from 'node:path';

/** The HTML file Docusaurus wrote for a route (`/docs/intro` → docs/intro/index.html). */
export function builtPageFile(outDir: string, baseUrl: string, route: string): string {
  const relative = route.slice(baseUrl.length);
  return path.join(
    outDir,
    relative.endsWith('.html') ? relative : path.join(relative, 'index.html'),
  );
}

let writes = 0;

/**
 * Replaces a file at once (a rename from a temporary file unique to this write), so that a
 * reader never sees half of it: a plugin that reads the pages meanwhile (search), another build
 * writing the same cached file.
 */
export function replaceFileSync(file: string, content: string | Buffer): void {
  writes += 1;
  const temporary = `${file}.${process.pid}.${writes}.tmp`;
  writeFileSync(temporary, content);
  renameSync(temporary, file);
}

/**
 * Rewrites a built file in one synchronous step. Docusaurus runs every plugin's postBuild at the
 * same time, and two of them edit each page's HTML (share cards, route preloads): a read and a
 * write with an await between them could lose the other plugin's edit; a synchronous one cannot.
 */
export function editFileSync(file: string, edit: (text: string) => string): void {
  replaceFileSync(file, edit(readFileSync(file, 'utf8')));
}
