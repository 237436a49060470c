"""Graph: the FX graphs Dynamo captured, drawn by module; colour by op kind, fused kernel or graph.

Link parameters: ``graph`` (a graph index or ``all``), ``expand`` (open modules, comma-separated;
``-`` for none; absent: the default level), ``node`` (the selected op, ``<graph>:<name>``), ``color``
and ``find``. The drawing is DOT laid out in the browser, so it is kept to a few dozen boxes.
"""

import json
from pathlib import Path

import streamlit as st

from analyzers.report.figures import break_points, graph_op_counts
from dashboard.live import data, linkstate, nav, widgets
from dashboard.views import graph as gv
from dashboard.views import numerics as nv
from dashboard.views.fmt import MISSING, md_escape, svg_image_markdown
from dashboard.views.sections import section, stage_of, why_missing

report = widgets.report_page("Graph")
run_id = report["run_id"]

meta = section(report, "graphs")
if not meta.get("artifact"):
    if stage_of(report, "graphs") or not section(report, "explain"):
        widgets.show_absence(why_missing(report, "graphs" if stage_of(report, "graphs") else "explain"))
    elif report.get("status") in ("queued", "running"):
        st.info("The graphs are stored with the explain stage: this view fills in when they are.")
    else:
        st.info("This run stored no graphs (runs made before the Graph view existed do not have them): run it again.")
    st.stop()
path = data.artifact_file(run_id, str(meta["artifact"]))
if path is None:
    st.warning(f"The graphs artifact {md_escape(meta['artifact'])} is missing from the folder of this run.")
    st.stop()


@st.cache_resource(max_entries=8, show_spinner=False)
def load_records(file: str, mtime_ns: int) -> list[dict]:
    """Graph records of an artifact (shared read-only between sessions: never change them)."""
    doc = json.loads(Path(file).read_text(encoding="utf-8"))
    graphs = doc.get("graphs") if isinstance(doc, dict) else None
    return [g for g in graphs if isinstance(g, dict)] if isinstance(graphs, list) else []


@st.cache_resource(max_entries=16, show_spinner=False)
def load_tree(file: str, mtime_ns: int, choice: str) -> gv.GraphTree:
    return gv.build_tree(gv.pick_records(load_records(file, mtime_ns), choice))


@st.cache_data(max_entries=64, show_spinner=False)
def render_svg(dot: str) -> str | None:
    """SVG laid out by ``dot`` on this machine (about 5x faster to show than Graphviz compiled to
    WebAssembly in the browser, which also has to load first); None when ``dot`` fails or is missing."""
    try:
        return gv.graph_svg(dot, timeout=30).decode("utf-8")
    except gv.GraphRenderError:
        return None


mtime = path.stat().st_mtime_ns
try:
    records = load_records(str(path), mtime)
except (OSError, ValueError) as e:
    st.error(f"The graphs artifact could not be read: {md_escape(e)}")
    st.stop()
if not records:
    st.info("Dynamo captured no graph in this run (the whole model ran eagerly).")
    st.stop()

counts = graph_op_counts(report, records)  # each graph's ops as Compile counts them (figures.py)
top = st.columns([3, 1, 2])
choices = gv.graph_choices(records)
choice = widgets.linked_selectbox(
    "Graph",
    choices,
    "graph",
    format_func=lambda c: gv.graph_label(records, c, counts),
    container=top[0],
    help="Graph breaks split a model into several graphs: draw them together, coloured by graph, to see the splits.",
)
# The user picked another graph: the open modules and the selected op of the old one no longer apply.
previous = st.session_state.get("_graph_choice")
if previous is not None and previous[0] == run_id and previous[1] != choice:
    for param in ("expand", "node"):
        st.session_state.pop(linkstate.widget_key(param), None)
        linkstate.set_param(param, None)
st.session_state["_graph_choice"] = (run_id, choice)
color = widgets.linked_selectbox(
    "Colour by",
    list(gv.COLOR_MODES),
    "color",
    container=top[1],
    format_func={"op": "op kind", "kernel": "fused kernel", "graph": "graph"}.get,
)


def _sync(param: str, value: str | None) -> None:
    """A widget callback: runs before the page, so the app publishes the new link value itself."""
    if value in (None, ""):
        linkstate.state().pop(param, None)
    else:
        linkstate.state()[param] = value


find_key = linkstate.widget_key("find")
query = top[2].text_input(
    "Find",
    value=linkstate.get("find") or "",
    key=find_key,
    placeholder="op, node name, module or kernel",
    on_change=lambda: _sync("find", st.session_state.get(find_key, "").strip()),
)

tree = load_tree(str(path), mtime, choice)
if not tree.leaves:
    st.info("This graph has no ops to draw.")
    st.stop()

linked = gv.decode_ids(linkstate.get("expand"))
default = gv.default_expanded(tree)
current = [i for i in (default if linked is None else linked) if i in tree.by_id]
expand_key = linkstate.widget_key("expand")


def _on_expand() -> None:
    chosen = gv.normalize_expanded(tree, st.session_state.get(expand_key) or [], current)
    st.session_state[expand_key] = chosen
    _sync("expand", None if chosen == default else gv.encode_ids(chosen))


state = st.session_state.get(expand_key)
if state is None or not all(i in tree.by_id for i in state):
    st.session_state[expand_key] = current  # from the link (set here, not as default: callbacks change it)
opened = st.multiselect(
    "Open modules",
    tree.containers(),
    key=expand_key,
    on_change=_on_expand,
    help="A closed module is one box; an open one shows its submodules and ops. Removing a module closes "
    "everything inside it. Ids with # are chunks of a crowded module.",
)
if st.button("Default view", help="Back to the default level (about one box per layer)"):
    for param in ("expand", "node", "find"):
        linkstate.state().pop(param, None)
        st.session_state.pop(linkstate.widget_key(param), None)
    st.rerun()

selected = linkstate.get("node")
if selected and selected not in tree.by_key:
    selected = None
drawing = gv.graph_drawing(tree, opened, color, selected, query, breaks=break_points(report, counts))
if nv.module_errors(report) and st.toggle("Colour modules by numerics error", key="w_graph_numerics",
                                         help="Modules the Numerics view compiled alone: red differs, green matches"):
    drawing.dot, _ = nv.dot_by_error(drawing.dot, [grp.id for grp in tree.groups], report)  # issue 26
st.caption(md_escape(gv.stats_line(tree, drawing, counts, report)) + (f" · {drawing.matches} match(es)" if query else ""))
svg = render_svg(drawing.dot)
if svg is not None:  # as a Markdown image: drawn in the first paint, with no image chunk to load (st.image has)
    st.markdown(svg_image_markdown(svg, "Graph drawing"))
else:
    # No `dot` here: the browser lays the DOT out. A changed drawing goes into the other of two slots so it
    # is drawn from scratch (d3-graphviz updating the drawn SVG in place takes seconds for a few dozen boxes).
    slots = [st.empty(), st.empty()]
    last = st.session_state.get("_graph_slot", (0, None))
    slot = last[0] if last[1] == drawing.dot else 1 - last[0]
    st.session_state["_graph_slot"] = (slot, drawing.dot)
    slots[slot].graphviz_chart(drawing.dot)
st.markdown(svg_image_markdown(gv.legend_svg(gv.legend(tree, color)), "Legend"))

# Ops to pick: the search hits, else the ops drawn one by one.
options = gv.search(tree, query, limit=300) if query else list(drawing.shown)
if selected and selected not in options:
    options.insert(0, selected)
node_key = linkstate.widget_key("node")
st.selectbox(
    "Op",
    options,
    index=options.index(selected) if selected in options else None,
    key=node_key,
    format_func=lambda k: gv.op_option_label(tree, k),
    placeholder="Pick an op to see its details" if options else "Open a module or search to pick an op",
    on_change=lambda: _sync("node", st.session_state.get(node_key)),
)

details = gv.node_details(tree, selected) if selected else None
if details:
    left, right = st.columns(2)
    rows = {
        "graph": details["graph"] + (f" (compile id {details['compile_id']})" if details["compile_id"] else ""),
        "op": f"{details['op']} · {details['target']}",
        "kind": details["kind"],
        "shape": details["shape"] or "not recorded",
        "dtype": details["dtype"] or "not recorded",
        "module": (f"{details['module']} ({details['module_type']})" if details["module"] else "top level"),
        "source": gv.source_text(details) or "not recorded",
        "inputs": ", ".join(details["inputs"]) or "none",
        "users": ", ".join(details["users"]) or "none",
        "kernels": ", ".join(details["kernels"]) or "none recorded",
    }
    left.dataframe([{"field": k, "value": v} for k, v in rows.items()], hide_index=True, placeholder=MISSING, width="stretch")
    with right:
        if details["code"]:
            st.code(details["code"], language="python")
        for k in details["kernels"][:6]:
            params = gv.code_link_params(run_id, details, k)
            if params and nav.has_page("code"):
                st.page_link(
                    nav.page("code"),
                    label=f"Kernel {md_escape(k)} in Generated code",
                    icon=":material/code:",
                    query_params=params,
                )

st.subheader("Download", anchor=False)
stem = gv.file_stem(run_id, choice)
cols = st.columns(4)
# Downloads are callables: sent when clicked, not fetched by every open of the page.
cols[0].download_button(
    "DOT (this view)",
    lambda: drawing.dot,
    file_name=f"{stem}.dot",
    mime="text/vnd.graphviz",
    on_click="ignore",
    icon=":material/download:",
)
cols[1].download_button(
    "DOT (every op)",
    lambda: gv.full_dot(tree, color),
    file_name=f"{stem}-full.dot",
    mime="text/vnd.graphviz",
    on_click="ignore",
    icon=":material/download:",
)
# SVG needs a layout: only when asked (the whole graph can take a while).
views = [(cols[3], "every op", lambda: gv.full_dot(tree, color), (stem, color))]
if svg is not None:
    cols[2].download_button(
        "SVG (this view)",
        lambda: svg,
        file_name=f"{stem}.svg",
        mime="image/svg+xml",
        on_click="ignore",
        icon=":material/download:",
    )
else:
    views.insert(0, (cols[2], "this view", lambda: drawing.dot, (stem, color, hash(drawing.dot))))
for col, what, make, tag in views:
    key = f"_graph_svg_{what}"
    if col.button(f"Render SVG ({what})", key=f"w_svg_{what}"):
        try:
            with st.spinner("Laying out the graph…"):
                st.session_state[key] = (tag, gv.graph_svg(make()))
        except gv.GraphRenderError as e:
            st.session_state.pop(key, None)
            col.warning(md_escape(e))
    got = st.session_state.get(key)
    if got and got[0] == tag:
        col.download_button(
            f"SVG ({what})",
            got[1],
            file_name=f"{stem}{'-full' if what == 'every op' else ''}.svg",
            mime="image/svg+xml",
            on_click="ignore",
            icon=":material/download:",
            key=f"w_svg_dl_{what}",
        )
