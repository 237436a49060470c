"""Widgets shared by the pages: run picker, report loading with plain errors, banners, linked selectors."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence

import streamlit as st

from analyzers.report.landing import WHY, landing_run
from analyzers.report.schema import SchemaError
from analyzers.report.store import RunNotFound
from dashboard.views.blocks import Card
from dashboard.views.fmt import datetime_of, md_escape, when
from dashboard.views.sections import Absence, failure_of, page_title, run_title, source_label
from dashboard.views.source_html import source_html

from . import data, linkstate, nav

BOX_CHARS = 34  # what the sidebar's run box shows whole (its text at 12 px, page_style.py)


def _run_bits(row: dict) -> tuple[str, list[str]]:
    name = str(row.get("label") or source_label(row.get("source_kind"), row.get("model")))
    t = datetime_of(row.get("created"))
    tail = [t.strftime("%m-%d %H:%M") if t else None, None if row.get("status") == "ok" else row.get("status")]
    return name, [str(b) for b in tail if b]


def run_name(row: dict) -> str:
    """A run's whole name: its label (``fix: dynamic=True``) or model, when it was created, its status unless ok."""
    name, tail = _run_bits(row)
    return " · ".join([name, *tail])


def picker_label(row: dict, chars: int = BOX_CHARS, tag: str | None = None) -> str:
    """``run_name`` as the sidebar's box shows it (and its list): what tells runs apart first, then ``tag`` and its
    time and status whole; a label too long for the box is cut in its middle, keeping more of its end, where sibling
    runs differ (``fix: t…_shape_ops=True``; the whole name is under the box)."""
    name, tail = _run_bits(row)
    tail = [tag, *tail] if tag else tail
    room = max(12, chars - sum(len(b) + 3 for b in tail))
    if len(name) > room:
        head = (room - 1) * 2 // 5
        name = f"{name[:head].rstrip()}…{name[len(name) - (room - 1 - head):].lstrip()}"
    return " · ".join([name, *tail])


def run_picker() -> None:
    """Sidebar select box of stored runs, bound to the ``run`` link parameter; under it, the chosen run's whole
    name and id (``picker_label`` cuts a long one in its middle)."""
    rows = data.list_runs()
    labels = {r["run_id"]: picker_label(r) for r in rows}
    seen = Counter(labels.values())  # the box tells options apart by their text: two alike show their ids' ends
    labels = {r["run_id"]: picker_label(r, tag=r["run_id"].rsplit("-", 1)[-1]) if seen[labels[r["run_id"]]] > 1
              else labels[r["run_id"]] for r in rows}
    seen = Counter(labels.values())
    labels = {rid: label if seen[label] == 1 else f"{label} · {rid}" for rid, label in labels.items()}
    names = {r["run_id"]: run_name(r) for r in rows}
    current = linkstate.get("run")
    ids = list(labels)
    value = st.sidebar.selectbox(
        "Run",
        ids,
        index=ids.index(current) if current in ids else None,
        format_func=lambda rid: labels.get(rid, rid),
        placeholder="Choose a run" if ids else "No runs stored yet",
        key=linkstate.widget_key("run"),
    )
    if value is not None:  # the whole name, wrapped (the box cuts a long label in its middle)
        st.sidebar.caption(f"{md_escape(names.get(value, value))}  \n`{value}`")
    if value is not None and value != current:
        linkstate.select_run(value)


_LANDED = "_cs_landed"


def land_on_newest_run() -> None:
    """A report view opened without ``?run=`` shows the newest finished run someone launched
    (``report/landing.py``: a fix experiment's child or a sweep's warm re-run is passed over), once per
    session: the sidebar's picker takes over from there. The link then names it, so it can be shared as it is."""
    if linkstate.get("run") or st.session_state.get(_LANDED) is not None:
        return
    try:
        newest = landing_run(data.store(), data.list_runs())
    except Exception:  # noqa: BLE001 - an unusable runs folder: no run to land on, the page says what is wrong
        newest = None
    st.session_state[_LANDED] = newest or ""
    if newest:
        linkstate.select_run(newest)


def _home() -> None:
    """No run to show: what is stored (queued or running runs), or how to make the first one."""
    rows = data.list_runs()
    if not rows:
        st.info("No runs stored yet. Launch one on the New run page, or from a shell: "
                "`python -m analyzers run --model tiny-bert --device cpu` (`make start` also copies the example "
                "reports recorded on an H200).")
    else:
        st.info("No finished run yet; the runs below fill in as they finish. Choose one in the sidebar.")
        st.markdown("\n".join(f"- {md_escape(source_label(r.get('source_kind'), r.get('model')))} · {md_escape(r.get('status'))} · "
                               f"`{r['run_id']}`" for r in rows[:10]))
    for view, label, icon in (("new_run", "Launch a run", ":material/play_arrow:"),
                              ("runs", "Open the Runs table", ":material/table_rows:")):
        if nav.has_page(view):
            st.page_link(nav.page(view), label=label, icon=icon)
    st.stop()


def page_header(title: str, subject: str | None = None) -> None:
    """The page's header, and its browser title naming the view and ``subject`` (the run, the runs compared ...):
    a link pasted in a chat reads "Kernels · bert-base · cuda · fp16 … · CompileScope", not "CompileScope"."""
    st.set_page_config(page_title=page_title(title, subject))
    st.header(title)


def report_page(title: str) -> dict:
    """Load the report the link names and draw the page header; stops the page with a message otherwise."""
    page_header(title)
    run_id = linkstate.get("run")
    if not run_id:
        _home()
    try:
        report = data.load_report(run_id)
    except RunNotFound as e:
        _stop_with(f"Cannot open this run: {md_escape(e)}")
    except (SchemaError, OSError) as e:
        _stop_with(f"Cannot read the report of run {md_escape(run_id)}: {md_escape(e)}")
    st.set_page_config(page_title=page_title(title, run_title(report)))
    st.caption(f"{md_escape(run_title(report))} · run {md_escape(run_id)} · created {when(report.get('created'))}")
    if st.session_state.get(_LANDED) == run_id:
        st.caption(f"Showing the newest finished run ({WHY}): choose another in the sidebar or on the Runs page.")
    status_banner(report)
    download_report_button(f"{run_id}.html", lambda export, store: export.run_report_html(store, run_id))
    return report


def download_report_button(file_name: str, make: Callable, container=None) -> None:
    """"Download report (HTML)": one self-contained file (``dashboard/static/export_html.py``), built only when
    clicked (``make(export_html_module, store) -> str``)."""
    store = data.store()  # captured here: the callable runs on another thread, outside the script

    def build() -> str:
        from dashboard.static import export_html

        return make(export_html, store)

    # In a popover: its content is drawn when opened, so the button's front-end chunk does not hold back
    # the first paint of every link (it did, by up to a second on a busy machine).
    box = (container or st.sidebar).popover("Download report (HTML)", icon=":material/download:", width="stretch")
    box.caption("One HTML file that opens offline, without the dashboard: figures, breaks, graph, kernels, "
                "timeline, compile. Attach it to a ticket or drop it in a chat.")
    box.download_button("Download", build, file_name=file_name, mime="text/html", on_click="ignore",
                        icon=":material/download:", width="stretch", type="primary")


def _stop_with(message: str) -> None:
    st.error(f"{message.rstrip('.')}. Choose a run in the sidebar's Run box, or on the Runs page.")
    if nav.has_page("runs"):
        st.page_link(nav.page("runs"), label="Pick a run on the Runs page", icon=":material/table_rows:")
    st.stop()


def status_banner(report: dict) -> None:
    """One line about a run that is not (yet) a clean success."""
    status = report.get("status")
    fail = failure_of(report)
    if status in ("queued", "running"):
        running = next((s.get("name") for s in report.get("stages") or [] if s.get("status") == "running"), None)
        where = f" (stage {md_escape(running)})" if running else ""
        st.info(f"This run is {status}{where}: the report fills in as stages finish.")
    elif status == "cancelled":
        st.warning("This run was cancelled: only the stages that finished before are in the report.")
    elif status in ("failed", "partial") or fail:
        what = "failed" if status == "failed" else "finished with failures"
        if fail:
            st.error(f"The run {what} at stage **{md_escape(fail['stage'])}**: {md_escape(fail['message'])}")
        else:
            st.error(f"The run {what}; the report does not say where.")
    elif status not in ("ok", None):
        st.warning(f"This run has an unknown status {md_escape(status)}.")


def show_absence(absence: Absence) -> None:
    show = {"info": st.info, "warning": st.warning, "error": st.error}[absence.level]
    show(md_escape(absence.message))
    if absence.traceback:
        with st.expander("Traceback"):
            st.code(absence.traceback, language=None)


def profile_or_stop(report: dict, cpu_note: str) -> dict:
    """The run's profile section, or a plain message and st.stop() when there is none to show."""
    from dashboard.views.kernels import is_gpu, profile_of
    from dashboard.views.sections import why_missing

    profile = profile_of(report)
    if not profile:
        show_absence(why_missing(report, "profile"))
        st.stop()
    if not profile.get("available"):
        st.warning(f"No profile in this run: {md_escape(profile.get('reason') or 'the profiler did not run')}")
        st.stop()
    if not is_gpu(report):
        st.info(cpu_note)
    return profile


def metric_cards(cards: Sequence[Card], per_row: int = 4, container=None) -> None:
    """Headline numbers in bordered cards.

    Drawn with caption + subheader rather than st.metric: in headless Chromium twelve st.metric
    elements add about half a second to opening a link (its front-end chunk is heavy).
    """
    for start in range(0, len(cards), per_row):
        cols = (st if container is None else container).columns(per_row)
        for col, card in zip(cols, cards[start : start + per_row]):
            # the box in the column, not the column bordered: a short last row leaves no empty boxes
            box = col.container(border=True, height="stretch")
            box.caption(md_escape(card.label), help=card.help or None)
            box.subheader(md_escape(card.value), anchor=False)
            if card.delta:
                box.caption(md_escape(card.delta))


def linked_selectbox(
    label: str,
    options: Sequence[str],
    param: str,
    *,
    format_func: Callable[[str], str] = str,
    help: str | None = None,
    container=None,
) -> str | None:
    """A select box whose value is the link parameter ``param`` (so the URL names the selection)."""
    options = list(options)
    if not options:
        return None
    current = linkstate.get(param)
    box = st if container is None else container
    value = box.selectbox(
        label,
        options,
        index=options.index(current) if current in options else 0,
        format_func=format_func,
        help=help,
        key=linkstate.widget_key(param),
    )
    if value != current:
        linkstate.set_param(param, value)
    return value


def linked_multiselect(
    label: str, options: Sequence[str], param: str, *, help: str | None = None, format_func=str, container=None
) -> list[str]:
    """A multiselect stored in the link as a comma-separated list (``format_func`` labels the options)."""
    options = list(options)
    raw = linkstate.get(param) or ""
    current = [v for v in raw.split(",") if v in options]
    value = (st if container is None else container).multiselect(
        label, options, default=current, help=help, key=linkstate.widget_key(param), format_func=format_func
    )
    joined = ",".join(value)
    if joined != ",".join(current) or (raw and not value):
        linkstate.set_param(param, joined or None)
    return value


def source_block(text: str, lang: str | None = None, *, line_numbers: bool = True, first_line: int = 1,
                 wrap: bool = False, container=None) -> None:
    """Source code drawn by the page's Markdown (``views/source_html.py``): no highlighter chunk to load, so a
    link to the view shows its code with the rest of the page."""
    (st if container is None else container).markdown(_source_html(str(text), lang, line_numbers, first_line, wrap), unsafe_allow_html=True)


@st.cache_data(max_entries=256, show_spinner=False)
def _source_html(text: str, lang: str | None, line_numbers: bool, first_line: int, wrap: bool) -> str:
    """Highlighting a kernel takes Pygments a few hundred ms: once per text, not on every open of a link."""
    return source_html(text, lang, line_numbers=line_numbers, first_line=first_line, wrap=wrap)
