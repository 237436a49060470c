"""The CUDA graphs account of a run: what torch decided, in its own words, and whether the timed calls replayed.

Read from the watch's records (``watch.py``), the structured trace's facts (``trace_facts.py``) and the profile:

* ``partitions``: "Created N graph partitions: a cudagraphable, b non-cudagraphable" and each "Partition i: n
  nodes, cudagraphable|non-cudagraphable, inputs=, outputs=", with the reason of every node that cannot be
  captured ("op3: reason=unbacked binding ops, ir=FallbackKernel, fx=aten.nonzero.default(gt)") and the user's
  line under it (the node's stack trace);
* ``skips``: "skipping cudagraphs due to ..." / "disabling cudagraphs due to ..." (the ``cudagraphs`` channel,
  ``perf_hints``), ``compilation_metrics.cudagraph_skip_reason``, and the ``cudagraph_skips`` counter when no
  text says why; "Found from: File "...", line N, in f" names the user's line;
* ``recordings``: one per "Recording function=..., cuda_graph_id=N" line, counted per phase (first call,
  benchmark, profile, a shape sweep's call i), warm-ups per "Running warmup function=", one CUDA graph tree per
  "Recording cudagraph tree for symint key K" (a new input size) and torch's own re-records ("Re-recording
  function=..., reason=...");
* ``replayed``: the profiled compiled forward's ``cudaGraphLaunch`` count (``profile.compiled.graph_launches``);
  ``headline``: when CUDA graphs were asked for and none replayed, one line that says so with torch's reason.
"""

from __future__ import annotations

import re

RECORDING_RE = re.compile(r"Recording function=(?P<func>[^,]+),(?: mode=\w+,)? cuda_graph_id=(?P<id>\d+)")
TREE_RE = re.compile(r"Recording cudagraph tree for (?:symint key (?P<key>.+)|graph without symints)")
WARMUP_RE = re.compile(r"Running warmup function=(?P<func>[^,\s]+)")
RERECORD_RE = re.compile(r"Re-recording function=(?P<func>[^,]+),.*?reason=(?P<reason>.*)", re.S)
CREATED_RE = re.compile(r"Created (?P<n>\d+) graph partitions: (?P<ok>\d+) cudagraphable, (?P<no>\d+) non-cudagraphable")
PARTITION_RE = re.compile(r"^\s*Partition (?P<i>\d+): (?P<nodes>\d+) nodes, (?P<kind>non-cudagraphable|cudagraphable)"
                          r"(?:, inputs=(?P<inputs>\d+), outputs=(?P<outputs>\d+))?")
NODE_RE = re.compile(r"^\s{4}(?P<node>\S+): reason=(?P<reason>[^,]+)(?:, ir=(?P<ir>[^,]+))?(?:, fx=(?P<fx>.*))?$")
FILE_RE = re.compile(r'File "(?P<file>[^"]+)", line (?P<line>\d+), in (?P<func>\S+)(?:\n\s*(?P<code>[^\n]*))?')
SKIP_RE = re.compile(r"(?:skipping|disabling) cudagraphs? due to", re.I)
DYNAMIC_WARN_RE = re.compile(r"We have observed (?P<n>\d+) distinct sizes")


def recordings_of(records: list[dict], phase: str | None = None) -> list[dict]:
    """The CUDA graphs recorded (one ``Recording function=`` line each), in ``phase`` when given."""
    out = []
    for r in records:
        if r.get("channel") != "cudagraphs" or (phase is not None and r.get("phase") != phase):
            continue
        m = RECORDING_RE.search(r.get("msg") or "")
        if m:
            out.append({"phase": r.get("phase"), "function": m["func"].strip(), "graph_id": int(m["id"])})
    return out


def user_frame(text: str, user_files: tuple[str, ...] = ()) -> dict | None:
    """The innermost ``File "...", line N, in f`` of ``text`` that is the user's (not torch / a library)."""
    frames = [m for m in FILE_RE.finditer(text or "")]
    if not frames:
        return None
    def theirs(m):
        f = m["file"]
        return f in user_files or not any(s in f for s in ("/site-packages/", "/dist-packages/", "/torch/"))
    m = next((m for m in reversed(frames) if theirs(m)), frames[-1])
    return {"file": m["file"], "line": int(m["line"]), "function": m["func"], "code": (m["code"] or "").strip()}


def _skip_reason(msg: str) -> str:
    head = msg.split("Found from", 1)[0].strip().rstrip(".").strip()
    return head.splitlines()[0] if head else msg.strip()[:300]


def collect_partitions(records: list[dict]) -> list[dict]:
    """One entry per "Created N graph partitions" (one per compiled graph), its partitions and their nodes."""
    graphs: list[dict] = []
    node = None
    for r in records:
        if r.get("channel") != "cudagraphs":
            continue
        msg = r.get("msg") or ""
        if m := CREATED_RE.search(msg):
            graphs.append({"phase": r.get("phase"), "count": int(m["n"]), "cudagraphable": int(m["ok"]),
                           "non_cudagraphable": int(m["no"]), "partitions": []})
            node = None
        elif graphs and (m := PARTITION_RE.match(msg)):
            graphs[-1]["partitions"].append({
                "index": int(m["i"]), "nodes": int(m["nodes"]), "cudagraphable": m["kind"] == "cudagraphable",
                "inputs": int(m["inputs"]) if m["inputs"] else None,
                "outputs": int(m["outputs"]) if m["outputs"] else None, "reasons": []})
            node = None
        elif graphs and graphs[-1]["partitions"] and (m := NODE_RE.match(msg)):
            node = {"node": m["node"], "reason": m["reason"].strip(), "ir": (m["ir"] or "").strip(),
                    "fx": (m["fx"] or "").strip()}
            graphs[-1]["partitions"][-1]["reasons"].append(node)
        elif node is not None and msg.startswith("         "):
            line = msg.strip()
            if f := FILE_RE.search(line):
                node.update(file=f["file"], line=int(f["line"]), function=f["func"])
            elif "file" in node and not node.get("code"):
                node["code"] = line
    return graphs


def collect_skips(records: list[dict], facts: dict, counters: dict) -> list[dict]:
    """Every reason torch gave for not using CUDA graphs, once each, with the user's line when torch names it."""
    skips: dict[str, dict] = {}

    def add(reason: str, text: str, source: str, phase=None, compile_id=None):
        key = reason.lower()
        if key in skips:
            skips[key]["count"] += 1
            skips[key]["sources"] = sorted(set(skips[key]["sources"]) | {source})
            return
        frame = user_frame(text) or {}
        skips[key] = {"reason": reason, "file": frame.get("file"), "line": frame.get("line"),
                      "function": frame.get("function"), "code": frame.get("code"), "phase": phase,
                      "compile_id": compile_id, "sources": [source], "count": 1, "text": text[:2000]}

    for r in records:
        msg = r.get("msg") or ""
        if r.get("channel") in ("cudagraphs", "perf_hints") and SKIP_RE.search(msg):
            add(_skip_reason(msg), msg, f"log:{r['channel']}", r.get("phase"))
    for m in facts.get("metrics") or []:
        if m.get("cudagraph_skip_reason"):
            text = str(m["cudagraph_skip_reason"])
            add(_skip_reason(text), text, "compilation_metrics", compile_id=m.get("compile_id"))
    if not skips and (counters.get("cudagraph_skips") or 0) > 0:
        add("torch counted a CUDA graph skip but logged no reason", "", "counters")
    return list(skips.values())


def collect_cudagraphs(*, asked: bool, why: str, records: list[dict], facts: dict, counters: dict,
                       profile: dict | None, pool_bytes: int | None) -> dict:
    """The account (see the module docstring); ``asked`` says whether the run's options use CUDA graphs."""
    graphs = collect_partitions(records)
    skips = collect_skips(records, facts, counters)
    recs = recordings_of(records)
    phases: dict[str, dict] = {}
    trees, rerecords, dynamic_warning = [], [], None
    for r in records:
        if r.get("channel") != "cudagraphs":
            continue
        msg, ph = r.get("msg") or "", r.get("phase") or ""
        if m := TREE_RE.search(msg):
            trees.append({"phase": ph, "key": (m["key"] or "").strip() or None})
        elif m := WARMUP_RE.search(msg):
            phases.setdefault(ph, {"phase": ph, "recordings": 0, "warmups": 0})["warmups"] += 1
        elif m := RERECORD_RE.search(msg):
            rerecords.append({"phase": ph, "function": m["func"].strip(), "reason": m["reason"].strip()[:500]})
        if m := DYNAMIC_WARN_RE.search(msg):
            dynamic_warning = msg
    for rec in recs:
        phases.setdefault(rec["phase"] or "", {"phase": rec["phase"], "recordings": 0, "warmups": 0})["recordings"] += 1
    sizes = [t["key"] for t in trees if t["key"]]
    comp = (profile or {}).get("compiled") or {}
    launches = comp.get("graph_launches") if comp.get("available") else None
    replayed = None if launches is None else launches > 0
    parts = {"graphs": len(graphs), "count": sum(g["count"] for g in graphs),
             "cudagraphable": sum(g["cudagraphable"] for g in graphs),
             "non_cudagraphable": sum(g["non_cudagraphable"] for g in graphs), "by_graph": graphs}
    out = {
        "asked": asked, "why": why, "replayed": replayed, "graph_launches_per_forward": launches,
        "kernels_per_forward": comp.get("kernels_per_forward") if comp.get("available") else None,
        "skips": skips, "partitions": parts if graphs else None,
        "recordings": len(recs), "recordings_by_phase": list(phases.values()), "warmups": sum(
            p["warmups"] for p in phases.values()),
        "trees": trees, "sizes_recorded": sizes,
        # a new input size records a new graph: every size after the first, plus torch's own re-records
        "rerecords": max(0, len(sizes) - 1) + len(rerecords), "rerecord_reasons": rerecords,
        "dynamic_shape_warning": dynamic_warning, "pool_bytes": pool_bytes, "counters": counters,
        "cudagraphify_s": facts.get("cudagraphify_s"),
    }
    out["headline"] = headline(out)
    return out


def headline(cg: dict) -> str | None:
    """One line for the Overview when CUDA graphs were asked for and the timed calls replayed none."""
    if not cg.get("asked") or cg.get("replayed") is not False:
        return None
    why = cg.get("why") or "CUDA graphs"
    skips = cg.get("skips") or []
    parts = cg.get("partitions") or {}
    if skips:
        s = skips[0]
        where = f" ({_short_path(s['file'])}:{s['line']}" + (f": {s['code']}" if s.get("code") else "") + ")" \
            if s.get("file") else ""
        reason = f"torch skipped them: {s['reason']}{where}"
    elif parts and not parts.get("cudagraphable"):
        reason = "no graph partition could be captured"
    else:
        reason = "torch logged no reason (see the GPU layer page)"
    return f"{why} asked for CUDA graphs, but the timed calls replayed none: {reason}"


def _short_path(path: str) -> str:
    return path.rsplit("/", 1)[-1] if path else ""
