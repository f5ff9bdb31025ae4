// Wasm code GC off for the process's life, set before PGlite (the embedded database, WebAssembly)
// is loaded: Node 24's V8 (13.6) can free a Wasm import wrapper twice when that GC races a wrapper's
// tier-up, a fatal error that ends the process ("Check failed: jit_page_->allocations_.erase(addr)
// == 1"). Off, the code is kept (a few MB). Until the Node in use has V8's fix (9b8ca54d5a);
// docs/architecture.md, "Toolchain notes". Imported first by every entry point that may open PGlite.
import { setFlagsFromString } from 'node:v8';

setFlagsFromString('--no-wasm-code-gc');
