// Prints where the bytes of a WebAssembly module go: each section, the data
// segments, and the largest functions (named from the module's name section
// or from an Emscripten symbol map, `--emit-symbol-map`, when given).
//   node scripts/wasm-parts.mjs index.wasm [index.wasm.symbols] [--top N]
// Only node: no wabt or binaryen tools needed.
import fs from 'node:fs';

const args = process.argv.slice(2);
let top = 25;
const ti = args.indexOf('--top');
if (ti >= 0) { top = Number(args[ti + 1]); args.splice(ti, 2); }
const [wasmPath, symbolsPath] = args;
if (!wasmPath) { console.error('usage: wasm-parts.mjs FILE.wasm [SYMBOLS] [--top N]'); process.exit(2); }
const buf = fs.readFileSync(wasmPath);
let pos = 8;
function uleb(at) {
  let result = 0, shift = 0, b, p = at;
  do { b = buf[p++]; result += (b & 0x7f) * 2 ** shift; shift += 7; } while (b & 0x80);
  return [result, p];
}
function str(at) { const [n, p] = uleb(at); return [buf.toString('utf8', p, p + n), p + n]; }

const kinds = ['custom', 'type', 'import', 'function', 'table', 'memory', 'global', 'export',
               'start', 'element', 'code', 'data', 'datacount', 'tag'];
const sections = [];
let importedFuncs = 0;
const bodies = [];  // [function index, size]
const segments = [];
const names = new Map();
while (pos < buf.length) {
  const id = buf[pos];
  const [size, start] = uleb(pos + 1);
  const end = start + size;
  let name = kinds[id] || `id ${id}`;
  if (id === 0) {
    const [cname, p] = str(start);
    name = `custom "${cname}"`;
    if (cname === 'name') {
      let q = p;
      while (q < end) {
        const sub = buf[q];
        const [len, r] = uleb(q + 1);
        if (sub === 1) {
          let [count, s] = uleb(r);
          for (let i = 0; i < count; i++) {
            const [idx, s2] = uleb(s);
            const [nm, s3] = str(s2);
            names.set(idx, nm); s = s3;
          }
        }
        q = r + len;
      }
    }
  } else if (id === 2) {  // imports: count the functions, which come first in the index space
    let [count, p] = uleb(start);
    for (let i = 0; i < count; i++) {
      [, p] = str(p); [, p] = str(p);
      const kind = buf[p++];
      if (kind === 0) { [, p] = uleb(p); importedFuncs++; }
      else if (kind === 1) { p++; const flags = buf[p++]; [, p] = uleb(p); if (flags & 1) [, p] = uleb(p); }
      else if (kind === 2) { const flags = buf[p++]; [, p] = uleb(p); if (flags & 1) [, p] = uleb(p); }
      else if (kind === 3) { p += 2; }
      else if (kind === 4) { p++; [, p] = uleb(p); }
    }
  } else if (id === 10) {
    let [count, p] = uleb(start);
    for (let i = 0; i < count; i++) {
      const [len, b] = uleb(p);
      bodies.push([importedFuncs + i, len + (b - p)]);
      p = b + len;
    }
  } else if (id === 11) {
    let [count, p] = uleb(start);
    for (let i = 0; i < count; i++) {
      const flags = buf[p++];
      if (flags === 2) [, p] = uleb(p);
      if (flags !== 1) { while (buf[p] !== 0x0b) p++; p++; }  // the offset expression
      const [len, b] = uleb(p);
      segments.push(len);
      p = b + len;
    }
  }
  sections.push([name, end - pos]);
  pos = end;
}
if (symbolsPath && fs.existsSync(symbolsPath)) {
  for (const line of fs.readFileSync(symbolsPath, 'utf8').split('\n')) {
    const c = line.indexOf(':');
    if (c > 0) names.set(Number(line.slice(0, c)), line.slice(c + 1));
  }
}
const fmt = (n) => String(n).padStart(10);
console.log(`${wasmPath}: ${buf.length} bytes`);
console.log('sections:');
for (const [name, size] of sections.sort((a, b) => b[1] - a[1]))
  console.log(`  ${fmt(size)}  ${name}`);
const dataTotal = segments.reduce((a, b) => a + b, 0);
console.log(`data: ${segments.length} segments, ${dataTotal} bytes` +
            (segments.length ? `, largest ${Math.max(...segments)}` : ''));
console.log(`code: ${bodies.length} functions; the ${top} largest` +
            (names.size ? '' : ' (no names: pass a symbol map)') + ':');
for (const [idx, size] of bodies.sort((a, b) => b[1] - a[1]).slice(0, top)) {
  let nm = (names.get(idx) || `function ${idx}`).replace(/\\([0-9a-f]{2})/g, (m, h) => String.fromCharCode(parseInt(h, 16)));
  if (nm.length > 90) nm = nm.slice(0, 87) + '...';
  console.log(`  ${fmt(size)}  ${nm}`);
}
