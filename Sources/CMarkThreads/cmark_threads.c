// cmark-gfm on every core.
//
// cmark-gfm 0.29.0.gfm.6 keeps the characters that stop its inline parser in process-wide
// tables (SPECIAL_CHARS and SKIP_CHARS in inlines.c). Before parsing a document's inlines,
// finalize_document calls cmark_manage_extensions_special_characters(parser, 1), which adds
// the attached extensions' characters (`~` for strikethrough, `|` for tables, `:` `w` for
// autolinks), and after them (parser, 0), which takes them out again. Two parsers on two
// threads race: one thread's removal lands in the middle of the other's inline parse, which
// then misses a strikethrough or a table cell.
//
// The function is exported and the library calls it through its PLT, so the definition
// below, linked into the executable, is the one every call reaches (the executable comes
// first in the dynamic linker's lookup). It leaves the tables alone. Instead,
// tripsite_cmark_prepare_for_threads adds the characters of every registered extension
// once, before any thread parses, through the library's own function (found with
// dlsym(RTLD_NEXT)), and nothing takes them out: the tables are only read from then on.
//
// A character of an extension a parser does not attach then still stops that parser's text
// scan; the text is split into two text nodes there, which render as the same HTML
// (CMarkParallelTests compares the GFM spec examples with and without each extension).

// That is the shared library. A release links cmark-gfm statically (scripts/package), where
// the function is defined again in libcmark-gfm.a's blocks.c.o and inlined into
// cmark_parser_finish there, so no definition here could replace it (the link would fail
// with a duplicate symbol). What its inlined copies call lives in another object file,
// inlines.c.o: cmark_inlines_add_special_character and cmark_inlines_remove_special_character,
// one table entry each. scripts/package links with `--wrap` for both and defines
// TRIPSITE_CMARK_STATIC, so those calls reach the __wrap_ functions below instead: removing
// does nothing, and adding only while tripsite_cmark_prepare_for_threads adds every
// extension's characters, once. The tables end as the shared-library build leaves them.

#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stddef.h>

#include <cmark-gfm-extension_api.h>
#include <cmark-gfm.h>
#include <cmark-gfm/registry.h>

#include "cmark_threads.h"

static atomic_long interposed_calls;

long tripsite_cmark_interposed_calls(void) {
  return atomic_load_explicit(&interposed_calls, memory_order_relaxed);
}

// A parser with every registered extension attached: its special characters are all of them.
static void with_every_extension(void (*use)(cmark_parser *parser)) {
  cmark_mem *mem = cmark_get_default_mem_allocator();
  cmark_parser *parser = cmark_parser_new(CMARK_OPT_DEFAULT);
  if (parser == NULL) return;
  cmark_llist *extensions = cmark_list_syntax_extensions(mem);
  for (cmark_llist *item = extensions; item != NULL; item = item->next) {
    cmark_parser_attach_syntax_extension(parser, (cmark_syntax_extension *)item->data);
  }
  use(parser);
  cmark_llist_free(mem, extensions);
  cmark_parser_free(parser);
}

#ifdef TRIPSITE_CMARK_STATIC

void __real_cmark_inlines_add_special_character(unsigned char c, bool emphasis);

static atomic_bool preparing;

void __wrap_cmark_inlines_add_special_character(unsigned char c, bool emphasis) {
  if (atomic_load_explicit(&preparing, memory_order_acquire)) {
    __real_cmark_inlines_add_special_character(c, emphasis);
  } else {
    atomic_fetch_add_explicit(&interposed_calls, 1, memory_order_relaxed);
  }
}

void __wrap_cmark_inlines_remove_special_character(unsigned char c, bool emphasis) {
  (void)c;
  (void)emphasis;
  atomic_fetch_add_explicit(&interposed_calls, 1, memory_order_relaxed);
}

static void add_characters(cmark_parser *parser) { cmark_manage_extensions_special_characters(parser, 1); }

void tripsite_cmark_prepare_for_threads(void) {
  atomic_store_explicit(&preparing, 1, memory_order_release);
  with_every_extension(add_characters);
  atomic_store_explicit(&preparing, 0, memory_order_release);
}

#else

typedef void (*manage_special_characters)(cmark_parser *parser, int add);

void cmark_manage_extensions_special_characters(cmark_parser *parser, int add) {
  (void)parser;
  (void)add;
  atomic_fetch_add_explicit(&interposed_calls, 1, memory_order_relaxed);
}

static manage_special_characters library;

static void add_characters(cmark_parser *parser) { library(parser, 1); }

void tripsite_cmark_prepare_for_threads(void) {
  library = (manage_special_characters)dlsym(RTLD_NEXT, "cmark_manage_extensions_special_characters");
  if (library == NULL || library == cmark_manage_extensions_special_characters) return;
  with_every_extension(add_characters);
}

#endif
