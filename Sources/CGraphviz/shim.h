/* The one C header of the Graphviz binding. Only GraphvizRendering imports this module.
 *
 * Everything Swift needs from libgvc/libcgraph goes through these static inline wrappers, so
 * that Swift never sees C globals, function-like macros, non-const `char *` parameters, or
 * types that differ between Graphviz versions. */
#ifndef LAYOUTDOCTOR_CGRAPHVIZ_SHIM_H
#define LAYOUTDOCTOR_CGRAPHVIZ_SHIM_H

#include <stddef.h>
#include <graphviz/gvc.h>

/* Parses the first graph in a NUL-terminated DOT text; NULL on a syntax error. */
/* Graphviz keeps its parser's line counter across reads: reset it so messages name the right line. */
static inline Agraph_t *cgv_read(const char *text) { agreadline(1); return agmemread(text); }

/* Frees a graph read with cgv_read. */
static inline int cgv_close(Agraph_t *graph) { return agclose(graph); }

/* Sets a graph attribute (cgraph only copies the strings; the casts drop const). */
static inline int cgv_set_graph_attribute(Agraph_t *graph, const char *name, const char *value) {
  return agsafeset(graph, (char *)name, (char *)value, (char *)"");
}

/* Whether an attribute name is declared for a kind of object (0 graph, 1 node, 2 edge). */
static inline int cgv_declares_attribute(Agraph_t *graph, int kind, const char *name) {
  return agattr(graph, kind, (char *)name, NULL) != NULL;
}

/* Walks the graph: first/next node, first/next out-edge, first/next subgraph. */
static inline Agnode_t *cgv_first_node(Agraph_t *graph) { return agfstnode(graph); }
static inline Agnode_t *cgv_next_node(Agraph_t *graph, Agnode_t *node) {
  return agnxtnode(graph, node);
}
static inline Agedge_t *cgv_first_out_edge(Agraph_t *graph, Agnode_t *node) {
  return agfstout(graph, node);
}
static inline Agedge_t *cgv_next_out_edge(Agraph_t *graph, Agedge_t *edge) {
  return agnxtout(graph, edge);
}
/* The head (target) node of an edge; aghead is a macro. */
static inline Agnode_t *cgv_edge_head(Agedge_t *edge) { return aghead(edge); }
static inline Agraph_t *cgv_first_subgraph(Agraph_t *graph) { return agfstsubg(graph); }
static inline Agraph_t *cgv_next_subgraph(Agraph_t *subgraph) { return agnxtsubg(subgraph); }

/* Whether the object's attribute holds an HTML-like label (`label=<...>`). */
static inline int cgv_is_html_attribute(void *object, const char *name) {
  char *value = agget(object, (char *)name);
  return value != NULL && aghtmlstr(value);
}

/* Routes every cgraph/gvc message (errors and warnings) to `handler`, in pieces. */
static inline void cgv_set_message_handler(int (*handler)(char *)) { agseterrf(handler); }

/* Forgets the highest message level seen so far. */
static inline void cgv_reset_error_level(void) { agreseterrors(); }

/* Whether an error (not just a warning) was reported since the last reset. */
static inline int cgv_saw_error(void) { return agerrors() >= AGERR; }

/* gvRenderData's length is `unsigned int *` in Graphviz 2.x and `size_t *` in later releases.
 * _Generic picks the branch that matches the installed header; the casts only let the other
 * branch compile, it never runs. */
typedef int (*cgv_render_data_uint)(GVC_t *, graph_t *, const char *, char **, unsigned int *);
typedef int (*cgv_render_data_size)(GVC_t *, graph_t *, const char *, char **, size_t *);

static inline int cgv_render_data(
    GVC_t *context, Agraph_t *graph, const char *format, char **result, size_t *length) {
  if (_Generic(&gvRenderData, cgv_render_data_uint: 1, default: 0)) {
    unsigned int count = 0;
    int status = ((cgv_render_data_uint)&gvRenderData)(context, graph, format, result, &count);
    *length = (size_t)count;
    return status;
  }
  return ((cgv_render_data_size)&gvRenderData)(context, graph, format, result, length);
}

#endif
