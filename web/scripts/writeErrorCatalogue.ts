import { readFileSync, writeFileSync } from "node:fs";
import { englishErrorCatalogue } from "../shared/errors/englishCatalogue.ts";

/*
 * Writes web/shared/errors/messages/en.json from the server's error reasons
 * (domain/shared/errorReasons.ts) and lists what Arabic still lacks: run it after adding a reason
 * (`npx tsx web/scripts/writeErrorCatalogue.ts`), then translate the listed keys in ar.json.
 */
const dir = new URL("../shared/errors/messages/", import.meta.url);
const english = englishErrorCatalogue();
writeFileSync(new URL("en.json", dir), `${JSON.stringify(english, null, 2)}\n`);

const arabic = JSON.parse(readFileSync(new URL("ar.json", dir), "utf8")) as Record<string, string>;
const base = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, "");
const missing = Object.keys(english).filter((key) => !(key in arabic) && !(`${base(key)}_other` in arabic));
const extra = Object.keys(arabic).filter((key) => !(key in english) && !(`${base(key)}_other` in english));
console.log(`en.json: ${Object.keys(english).length} keys`);
if (missing.length) console.log(`ar.json lacks:\n  ${missing.join("\n  ")}`);
if (extra.length) console.log(`ar.json has keys English no longer has:\n  ${extra.join("\n  ")}`);
