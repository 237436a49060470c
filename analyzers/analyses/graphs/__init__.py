"""FX graphs as data: Dynamo's and post-grad graphs, their tables, and which kernel each node ended up in."""
