"""Graph breaks: explain, torch's break registry and its categories, the frame to blame, Dynamo's log, op counts."""
