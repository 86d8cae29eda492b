/**
 * ajv standalone code as an ES module that runs with no CommonJS: the one step shared by the
 * config-schema validators (compileValidators.ts) and the form validators
 * (forms/compileFormValidators.ts). Node only.
 */
import type { Ajv } from 'ajv';
import standaloneCode from 'ajv/dist/standalone/index.js';

/** A CommonJS helper ajv's code requires, rewritten to an ESM import. */
export interface RequireRewrite {
  /** The exact expression in the generated code, e.g. `require("ajv/dist/runtime/equal").default`. */
  from: string;
  /** The identifier that replaces it. */
  to: string;
  /** The import line that binds `to`. */
  importLine: string;
}

/**
 * @param ajv an instance created with `code: { source: true, esm: true }` holding the schemas.
 * @param mapping export name -> schema `$id`.
 * @param rewrites the helpers to turn into imports (none: the module must import nothing).
 * @returns the import lines the rewrites need and the code without its `"use strict";` prologue.
 * @throws Error naming `who` and the helper when the code still requires a module afterwards.
 */
export function standaloneEsm(
  ajv: Ajv,
  mapping: Record<string, string>,
  rewrites: readonly RequireRewrite[],
  who: string,
): { imports: string[]; code: string } {
  let code: string = standaloneCode(ajv, mapping);
  const imports: string[] = [];
  for (const r of rewrites) {
    if (code.includes(r.from)) {
      code = code.split(r.from).join(r.to);
      imports.push(r.importLine);
    }
  }
  const left = code.match(/require\([^)]*\)/);
  if (left) throw new Error(`${who}: the generated code needs the CommonJS helper ${left[0]}`);
  return { imports, code: code.replace(/^"use strict";/, '') };
}
