// jemalloc, the shared library from Debian's libjemalloc-dev (libjemalloc2 at run time),
// linked into the `tripsite` executable ahead of libc: the dynamic linker then finds malloc,
// free and the rest in jemalloc first, for the whole process (the Swift runtime, Foundation,
// cmark-gfm, libvips, glib and libc itself). Not linked statically: the release binary's
// static Swift runtime hides the symbols of archives it links, so a static jemalloc served
// only the executable's own calls, and a block made by one allocator was freed by the
// other. docs/architecture.md, "The allocator", says why jemalloc.
// Elsewhere (macOS) the system's malloc stays.
#include "tripsite_allocator.h"

#if defined(__linux__)

// Read by jemalloc when it starts (before `main`). A background thread returns freed pages
// to the system after a second instead of the calling thread doing it after ten: a build
// frees its pages' bytes as it writes them, and the peak stays where glibc's malloc left it.
const char *malloc_conf = "background_thread:true,dirty_decay_ms:1000";
#endif
