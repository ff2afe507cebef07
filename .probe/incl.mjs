import { readFileSync } from 'node:fs';
const p = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const byId = new Map(p.nodes.map((n) => [n.id, n])); const parent = new Map();
for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const incl = new Map(); const re = new RegExp(process.argv[3] ?? '^[A-Z]');
p.samples.forEach((id, i) => { const dt = p.timeDeltas[i] ?? 0; const seen = new Set(); for (let x = id; x !== undefined; x = parent.get(x)) { const cf = byId.get(x).callFrame; const k = `${cf.functionName} ${cf.url.split('/').pop()}:${cf.lineNumber}`; if (!re.test(cf.functionName) || seen.has(k)) continue; seen.add(k); incl.set(k, (incl.get(k) ?? 0) + dt); } });
[...incl].sort((a, b) => b[1] - a[1]).slice(0, Number(process.argv[4] ?? 40)).forEach(([k, t]) => console.log((t / 1000).toFixed(1).padStart(8), k));
