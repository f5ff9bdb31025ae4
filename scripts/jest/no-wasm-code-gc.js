// @ts-check
// Wasm code GC off in every jest worker, before any PGlite is created. Node 24's V8 (13.6) can free
// a Wasm import wrapper twice when that GC races a wrapper's tier-up ("Check failed:
// jit_page_->allocations_.erase(addr) == 1" in ThreadIsolation::UnregisterWasmAllocation, which
// killed a worker once in three CI runs); every PGlite a test discards feeds that GC. Off, Wasm code
// is never freed piecemeal (a few MB kept). Until the Node in use has V8's fix (9b8ca54d5a, "[wasm]
// Fix lookup of wrappers marked is_dying"); docs/architecture.md, "Toolchain notes".
require('node:v8').setFlagsFromString('--no-wasm-code-gc');
