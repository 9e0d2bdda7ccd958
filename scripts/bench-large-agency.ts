/** `npm run bench:large`: only the large-agency part of `npm run bench` (scripts/bench/large-agency.ts). */
import { largeAgencyReport } from "./bench/large-agency";

for (const line of await largeAgencyReport()) console.log(line);
