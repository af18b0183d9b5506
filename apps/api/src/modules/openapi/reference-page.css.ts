/** The reference page's one stylesheet, inline (served with its hash in the page's CSP): light, readable at 375 px. */
export const REFERENCE_CSS = `
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;font:16px/1.6 system-ui,-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;color:#1a1f36;background:#fff}
a{color:#1f4fd1}
a:focus-visible,pre:focus-visible,summary:focus-visible{outline:3px solid #1f4fd1;outline-offset:2px}
.skip{position:absolute;left:-999px;top:0;background:#fff;padding:.5rem 1rem;z-index:2}
.skip:focus{left:.5rem}
.top{border-bottom:1px solid #dde1ea;padding:1rem 1.25rem;background:#f7f8fb}
.top h1{margin:0;font-size:1.5rem;line-height:1.3}
.top p{margin:.25rem 0 0;color:#4a5068}
.layout{display:block;max-width:82rem;margin:0 auto}
.toc{padding:1rem 1.25rem;border-bottom:1px solid #dde1ea;font-size:.95rem}
.toc h2{font-size:1rem;margin:0 0 .5rem}
.toc ul{list-style:none;margin:0;padding:0}
.toc li{margin:.15rem 0}
.toc ul ul{padding-left:1rem;margin:.15rem 0 .5rem}
main{padding:0 1.25rem 4rem;min-width:0}
main h2{font-size:1.4rem;margin:2.5rem 0 .5rem;padding-top:.5rem;border-top:1px solid #dde1ea}
main h3{font-size:1.15rem;margin:2rem 0 .25rem;display:flex;flex-wrap:wrap;gap:.5rem;align-items:center}
main h4{font-size:1rem;margin:1.25rem 0 .4rem}
.op{border:1px solid #dde1ea;border-radius:8px;padding:0 1rem 1rem;margin:1.25rem 0}
.method{display:inline-block;min-width:3.6rem;text-align:center;font:700 .8rem/1.8 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;border-radius:4px;color:#fff;padding:0 .4rem}
.get{background:#0b6b3a}.post{background:#1f4fd1}.put{background:#8a4a00}.delete{background:#b3261e}.patch{background:#6b3fa0}
.path{font:600 .95rem/1.5 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;overflow-wrap:anywhere;margin:.25rem 0}
.key{font-size:.9rem;color:#4a5068;margin:.25rem 0}
code{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:.9em;background:#f1f3f7;border-radius:3px;padding:0 .2em;overflow-wrap:anywhere}
pre{background:#f1f3f7;border:1px solid #dde1ea;border-radius:6px;padding:.75rem;overflow:auto;max-height:26rem;font-size:.85rem;line-height:1.45;margin:.25rem 0 1rem}
pre code{background:none;padding:0;white-space:pre-wrap;overflow-wrap:anywhere}
.fields{margin:.25rem 0 1rem;border-top:1px solid #dde1ea;font-size:.92rem}
.fields dt{padding:.45rem 0 0;display:flex;flex-wrap:wrap;gap:.25rem .6rem;align-items:baseline}
.fields dd{margin:0;padding:.1rem 0 .45rem;border-bottom:1px solid #dde1ea;color:#3a4058;overflow-wrap:anywhere}
.fields .name{font-weight:600;background:none;padding:0}
.type,.in{font:.85rem ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;color:#4a5068}
.req{font-size:.8rem;font-weight:600;color:#8a1c14}
.opt{font-size:.8rem;color:#4a5068}
.errors{padding-left:1.25rem;margin:.25rem 0}
@media (min-width:64rem){
  .layout{display:grid;grid-template-columns:16rem minmax(0,1fr);gap:1.5rem}
  .toc{position:sticky;top:0;align-self:start;max-height:100vh;overflow:auto;border-bottom:0;border-right:1px solid #dde1ea}
  main{padding-right:2rem}
}
@media (max-width:30rem){
  body{font-size:15px}
  .op{padding:0 .6rem .75rem}
}
`;
