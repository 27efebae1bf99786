#ifndef TRIPSITE_XML2_SHIM_H
#define TRIPSITE_XML2_SHIM_H
// libxml2 from the system (Debian: libxml2-dev): the SAX2 parser TripSiteGeo's `GPXReader`
// streams GPX files through. Foundation's XMLParser wraps the same parser but turns every
// element, attribute and text run into Swift strings and dictionaries first: 1.9 s for a
// million-point track with a delegate that does nothing, against 0.55 s for libxml2's own
// callbacks (docs/performance.md, "Routes"). And the HTML parser TripSiteCore's
// `HTMLImageReader` reads raw HTML in Markdown with, to find its images.
#include <libxml/xmlversion.h>
// Debian builds libxml2 with ICU, so its encoding.h includes the system's ICU headers, whose
// UErrorCode differs from the ICU Foundation carries (_FoundationICU): one Swift module cannot
// see both. TripSite never touches libxml2's encoding handlers (the only type ICU changes, and
// only ever through pointers), so the parser is declared as if built without ICU.
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/SAX2.h>
#include <libxml/xmlerror.h>
#include <libxml/HTMLparser.h>
#include <libxml/HTMLtree.h>
#endif
