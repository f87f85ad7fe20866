// A small command-line flag reader for the subcommands: `--name value`, `--name=value`
// and boolean `--name`. Never throws: a problem comes back as a sentence for the user.

export type FlagKind = 'int' | 'string' | 'bool';
export type FlagSpec = Readonly<Record<string, FlagKind>>;

type ValueOf<K extends FlagKind> = K extends 'int' ? number : K extends 'bool' ? true : string;
export type Flags<S extends FlagSpec> = { -readonly [N in keyof S]?: ValueOf<S[N]> };

export type FlagResult<S extends FlagSpec> =
  | { readonly ok: true; readonly flags: Flags<S>; readonly help: boolean }
  | { readonly ok: false; readonly problem: string };

/** Largest integer a flag accepts (seeds are 32-bit). */
export const MAX_U32 = 0xffffffff;

/** Read `args` against `spec` (flag names without the leading `--`). */
export function parseFlags<S extends FlagSpec>(args: readonly string[], spec: S): FlagResult<S> {
  const flags: Record<string, number | string | true> = {};
  let help = false;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--help' || arg === '-h') {
      help = true;
      continue;
    }
    if (!arg.startsWith('--') || arg === '--')
      return { ok: false, problem: `unexpected argument "${arg}"` };
    const eq = arg.indexOf('=');
    const name = eq < 0 ? arg.slice(2) : arg.slice(2, eq);
    const kind = Object.hasOwn(spec, name) ? spec[name] : undefined;
    if (kind === undefined) return { ok: false, problem: `unknown option --${name}` };
    if (Object.hasOwn(flags, name)) return { ok: false, problem: `--${name} is given twice` };
    if (kind === 'bool') {
      if (eq >= 0) return { ok: false, problem: `--${name} takes no value` };
      flags[name] = true;
      continue;
    }
    let value: string | undefined;
    if (eq >= 0) value = arg.slice(eq + 1);
    else {
      value = args[i + 1];
      if (value?.startsWith('--')) value = undefined;
      else i++;
    }
    if (value === undefined || value === '')
      return { ok: false, problem: `--${name} needs a value` };
    if (kind === 'int') {
      if (!/^\d+$/.test(value) || Number(value) > MAX_U32)
        return {
          ok: false,
          problem: `--${name} takes a whole number from 0 to ${MAX_U32}, not "${value}"`,
        };
      flags[name] = Number(value);
    } else flags[name] = value;
  }
  return { ok: true, flags: flags as Flags<S>, help };
}
