-- A change of the reference data (the 19 bulk writes of /reference-data) runs as a job: the request records it
-- here and waits a while for its answer; a change that takes longer is answered 202 and followed at
-- GET /reference-data/changes/{changeId}, its stage and the packages it re-derives written as it goes.
CREATE TABLE reference_data_changes (
  id uuid PRIMARY KEY,
  -- The contract's operationId of the change (createServiceRule, importChargeRules, ...).
  operation text NOT NULL,
  -- What the change needs to run: the request's path parameters and body, or an uploaded file's text; emptied
  -- once it has ended.
  input jsonb,
  state text NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'running', 'done', 'failed')),
  stage text CHECK (stage IN ('finding_packages', 'rederiving', 'summarizing')),
  packages integer,
  attempts integer NOT NULL DEFAULT 0,
  -- The answer the operation gives once it has ended: its status and body (the change's result or the error).
  status smallint,
  answer jsonb,
  requested_by uuid REFERENCES users (id) ON DELETE SET NULL,
  source_address text,
  requested_at timestamptz NOT NULL,
  started_at timestamptz,
  finished_at timestamptz
);
