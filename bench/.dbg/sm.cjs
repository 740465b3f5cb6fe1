const fs = require('fs'); const { SourceMapConsumer } = require('source-map-js');
const file = process.argv[2]; const code = fs.readFileSync(file, 'utf8'); const map = JSON.parse(fs.readFileSync(file + '.map', 'utf8'));
const c = new SourceMapConsumer(map); const lines = code.split('\n'); const sizes = {};
let last = null; let lastLine = -1, lastCol = 0;
c.eachMapping((m) => { if (last !== null) { const seg = m.generatedLine === lastLine ? m.generatedColumn - lastCol : (lines[lastLine-1].length - lastCol); sizes[last] = (sizes[last] || 0) + seg; } last = m.source; lastLine = m.generatedLine; lastCol = m.generatedColumn; });
const out = Object.entries(sizes).sort((a, b) => b[1] - a[1]);
const groups = {}; for (const [s, n] of out) { const g = s.includes('node_modules') ? s.replace(/.*node_modules\/((@[^/]+\/)?[^/]+).*/, '$1') : s.replace(/.*src\//, 'src/').replace(/\/[^/]+$/, ''); groups[g] = (groups[g] || 0) + n; }
console.log(Object.entries(groups).sort((a,b)=>b[1]-a[1]).slice(0,25).map(([k,v])=>`${(v/1024).toFixed(1)}K ${k}`).join('\n'));
console.log('---'); console.log(out.filter(([s])=>!s.includes('node_modules')).slice(0,40).map(([k,v])=>`${(v/1024).toFixed(1)}K ${k.replace(/.*src\//,'')}`).join('\n'));
