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

#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdatomic.h>
#include <stddef.h>

#include <cmark-gfm-extension_api.h>
#include <cmark-gfm.h>
#include <cmark-gfm/registry.h>

#include "cmark_threads.h"

typedef void (*manage_special_characters)(cmark_parser *parser, int add);

static atomic_long interposed_calls;

void cmark_manage_extensions_special_characters(cmark_parser *parser, int add) {
  (void)parser;
  (void)add;
  atomic_fetch_add_explicit(&interposed_calls, 1, memory_order_relaxed);
}

long tripsite_cmark_interposed_calls(void) {
  return atomic_load_explicit(&interposed_calls, memory_order_relaxed);
}

void tripsite_cmark_prepare_for_threads(void) {
  manage_special_characters library =
      (manage_special_characters)dlsym(RTLD_NEXT, "cmark_manage_extensions_special_characters");
  if (library == NULL || library == cmark_manage_extensions_special_characters) return;
  cmark_mem *mem = cmark_get_default_mem_allocator();
  cmark_parser *parser = cmark_parser_new(CMARK_OPT_DEFAULT);
  if (parser == NULL) return;
  cmark_llist *extensions = cmark_list_syntax_extensions(mem);
  for (cmark_llist *item = extensions; item != NULL; item = item->next) {
    cmark_parser_attach_syntax_extension(parser, (cmark_syntax_extension *)item->data);
  }
  library(parser, 1);
  cmark_llist_free(mem, extensions);
  cmark_parser_free(parser);
}
