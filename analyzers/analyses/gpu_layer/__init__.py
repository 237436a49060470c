"""What the GPU layer below Inductor's generated code decided: CUDA graphs and autotuning.

Two decisions decide most of what ``reduce-overhead`` and ``max-autotune`` buy, and torch writes both down in
places no report read before. This room reads them:

* ``watch``: while a run compiles and calls its model, listens where torch speaks: the ``cudagraphs``,
  ``autotuning`` and ``perf_hints`` log channels, the ``AUTOTUNE`` candidate tables Inductor prints on stderr
  (every candidate: ``autotune_num_choices_displayed = None``), ``max_autotune_report_choices_stats``, the
  inductor counters (``cudagraph_skips``, ``cudagraph_partitions``, ``cudagraph_recorded_non_static_inputs``)
  and the CUDA graph pool's memory. Records are labelled with the phase they happened in (first call,
  benchmark, profile, shape-sweep call i) and saved as ``artifacts/gpu_layer.jsonl`` so a report can be
  re-derived without the GPU.
* ``trace_facts``: what the structured trace (``TORCH_TRACE``) holds of both: ``cudagraph_skip_reason`` and
  ``compile_time_autotune_time_us`` in ``compilation_metrics``, the ``*_template_autotuning`` chromium events
  with their shapes, strides, dtypes and ``autotune_choices_stats``. An imported log carries whatever it holds.
* ``cudagraphs``: the account of a run that asked for CUDA graphs: partitions, skips with torch's reason and
  the user's line, recordings per phase, re-records per input size, pool memory, whether the timed calls
  replayed graphs (graph launches per forward from the profile), and the headline when none replayed.
* ``autotune``: per tuned op its shapes and dtypes, every candidate (Triton template with its block sizes,
  warps and stages; ATen / cuBLAS; others) with its time or failure, the winner and its margin over the
  runner-up, the seconds autotuning took, and the winner's measured time in the profile.
* ``autotune_table``: parsing Inductor's ``AUTOTUNE`` text blocks into candidates.

Every reader feature-detects (torch 2.11 on the GPU box, 2.13 here) and degrades with a note.
"""
