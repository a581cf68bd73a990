import type { Generated, Kysely } from 'kysely';

export interface WorkspaceTable {
  id: string;
  token_hash: string;
  created_at: string;
}

export interface ClientErrorTable {
  id: Generated<number>;
  workspace_id: string;
  message: string;
  stack: string | null;
  component_stack: string | null;
  url: string;
  occurred_at: string;
  received_at: string;
}

export interface ShortcutCustomizationTable {
  workspace_id: string;
  user_id: string;
  shortcut_id: string;
  keys: string;
  /** 0 or 1: SQLite has no boolean type. */
  enabled: number;
  updated_at: string;
}

export interface ShortcutUsageTable {
  workspace_id: string;
  shortcut_id: string;
  action: string;
  count: number;
  last_used_at: string;
}

export interface ChatSessionTable {
  workspace_id: string;
  session_id: string;
  name: string;
  created_at: string;
  updated_at: string;
}

export interface ChatMessageTable {
  /** Insertion order: the tiebreak for messages with the same created_at. */
  seq: Generated<number>;
  id: string;
  workspace_id: string;
  session_id: string;
  role: 'user' | 'assistant';
  content: string;
  created_at: string;
  context_url: string | null;
  context_title: string | null;
  /** JSON of the message's metadata. */
  metadata: string | null;
  reaction: 'like' | 'sparkles' | null;
}

export interface ApiKeyTable {
  id: string;
  workspace_id: string;
  /** sha256 of the whole key, hex; the key itself is never stored. */
  key_hash: string;
  /** The key's first characters, for telling keys apart in the panel. */
  prefix: string;
  created_at: string;
  revoked_at: string | null;
}

/** Requests counted in one rate-limit window (a UTC clock hour) of a key. */
export interface ApiKeyUsageTable {
  key_id: string;
  /** Epoch seconds. */
  window_start: number;
  count: number;
}

/** Requests of a key per UTC day (YYYY-MM-DD), for requestsToday and requestsThisMonth. */
export interface ApiKeyDailyUsageTable {
  key_id: string;
  day: string;
  count: number;
}

/** Columns a built-in and a custom prompt share; lists are JSON arrays of strings. */
interface PromptColumns {
  id: string;
  title: string;
  description: string;
  category: string;
  content: string;
  placeholders: string;
  examples: string;
  tags: string;
  rating: number;
  author: string;
  created_at: string;
  updated_at: string;
}

export interface BuiltInPromptTable extends PromptColumns {
  /** Order of the seed, which is the order of GET /api/prompts. */
  position: number;
}

export interface CustomPromptTable extends PromptColumns {
  workspace_id: string;
}

/** A workspace's favorite flag (0 or 1) and usage count of one prompt. */
export interface PromptActivityTable {
  workspace_id: string;
  prompt_id: string;
  is_favorite: Generated<number>;
  usage_count: Generated<number>;
  last_used_at: string | null;
}

/** Voice settings and running totals per workspace; written with the first change or logged command. */
export interface VoiceProfileTable {
  workspace_id: string;
  language: string;
  /** 0 or 1. */
  wake_word_required: number;
  wake_word: string;
  confirm_dangerous: number;
  continuous: number;
  total_commands: number;
  successful_commands: number;
  updated_at: string;
}

export interface VoiceCustomCommandTable {
  id: string;
  workspace_id: string;
  /** JSON arrays of normalised phrases. */
  phrases: string;
  aliases: string;
  action: string;
  /** JSON of the command's params. */
  params: string;
  description: string;
  requires_confirmation: number;
  created_at: string;
}

/** The newest executions per workspace (VOICE_LOG_RETENTION), for recent success rate and top actions. */
export interface VoiceCommandLogTable {
  seq: Generated<number>;
  workspace_id: string;
  command_id: string;
  action: string;
  params: string;
  success: number;
  executed_at: string;
}

/** A user's review preferences (spec B §3) in a workspace, as JSON. */
export interface CodeReviewPreferencesTable {
  workspace_id: string;
  user_id: string;
  preferences: string;
  updated_at: string;
}

/** A workspace's workflow definition; parameters and steps are JSON arrays. */
export interface WorkflowTable {
  workspace_id: string;
  id: string;
  name: string;
  description: string;
  status: 'active' | 'inactive';
  parameters: string;
  steps: string;
  created_at: string;
  updated_at: string;
}

export interface WorkflowSeedTable {
  workspace_id: string;
  seeded_at: string;
}

/** One run; parameters, result and steps (the step log) are JSON. */
export interface WorkflowRunTable {
  id: string;
  workspace_id: string;
  workflow_id: string;
  workflow_name: string;
  status: 'pending' | 'running' | 'success' | 'failed' | 'cancelled';
  trigger_type: string;
  triggered_by: string;
  parameters: string;
  result: string | null;
  output: string | null;
  error: string | null;
  steps: string;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
}

/** A workspace's AI provider overrides; null columns fall back to the environment (OPENAI_*). */
export interface WorkspaceSettingsTable {
  workspace_id: string;
  ai_base_url: string | null;
  ai_model: string | null;
  /** The API key encrypted with the server's secret (AES-256-GCM, settings/secret-box.ts); never sent out. */
  ai_api_key_sealed: string | null;
  /** "…abcd": what the settings page shows of the stored key. */
  ai_api_key_hint: string | null;
  updated_at: string;
}

/** Settings of the whole server (the browser engine is one per server); value is JSON. */
export interface ServerSettingsTable {
  key: string;
  value: string;
  updated_at: string;
}

/** One QA suite run; summary and findings are JSON. */
export interface QaRunTable {
  id: string;
  workspace_id: string;
  url: string;
  status: 'pending' | 'running' | 'success' | 'failed' | 'cancelled';
  progress: number;
  step: string;
  error: string | null;
  summary: string | null;
  findings: string;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
}

/** A named CSS selector saved in Selector Studio; names are unique per workspace, ignoring case. */
export interface SavedSelectorTable {
  workspace_id: string;
  id: string;
  name: string;
  selector: string;
  /** The page it was made on; "" when unknown. */
  url: string;
  created_at: string;
  updated_at: string;
}

/** The workspace owner's name (profile page). */
export interface WorkspaceProfileTable {
  workspace_id: string;
  name: string;
  updated_at: string;
}

/** Activity only counted elsewhere (prompt uses) or not stored at all (code reviews), one row per event, for per-day figures. */
export interface ActivityEventTable {
  seq: Generated<number>;
  workspace_id: string;
  kind: 'prompt-used' | 'code-review';
  occurred_at: string;
}

export interface DatabaseSchema {
  workspaces: WorkspaceTable;
  client_errors: ClientErrorTable;
  shortcut_customizations: ShortcutCustomizationTable;
  shortcut_usage: ShortcutUsageTable;
  chat_sessions: ChatSessionTable;
  chat_messages: ChatMessageTable;
  api_keys: ApiKeyTable;
  api_key_usage: ApiKeyUsageTable;
  api_key_daily_usage: ApiKeyDailyUsageTable;
  built_in_prompts: BuiltInPromptTable;
  custom_prompts: CustomPromptTable;
  prompt_activity: PromptActivityTable;
  voice_profiles: VoiceProfileTable;
  voice_custom_commands: VoiceCustomCommandTable;
  voice_command_log: VoiceCommandLogTable;
  code_review_preferences: CodeReviewPreferencesTable;
  workflows: WorkflowTable;
  workflow_seeds: WorkflowSeedTable;
  workflow_runs: WorkflowRunTable;
  workspace_settings: WorkspaceSettingsTable;
  server_settings: ServerSettingsTable;
  qa_runs: QaRunTable;
  saved_selectors: SavedSelectorTable;
  workspace_profiles: WorkspaceProfileTable;
  activity_events: ActivityEventTable;
}

export type Db = Kysely<DatabaseSchema>;
