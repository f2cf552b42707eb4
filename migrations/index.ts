import * as m0001 from "./0001_init.ts";
import * as m0005 from "./0005_dealers.ts";
import * as m0010 from "./0010_outbox_counts.ts";
import * as m0020 from "./0020_operator_sessions.ts";
import * as m0021 from "./0021_outreach_confirmation.ts";
import * as m0080 from "./0080_negotiation.ts";
import * as m0085 from "./0085_rate_limits.ts";
import * as m0090 from "./0090_privacy.ts";
import * as m0095 from "./0095_widen_search.ts";
import * as m0100 from "./0100_confirmation_links.ts";
import * as m0101 from "./0101_privacy_link_counts.ts";
import * as m0105 from "./0105_rate_limiter.ts";
import * as m0115 from "./0115_offer_details.ts";
import * as m0123 from "./0123_knowledge.ts";
import * as m0124 from "./0124_knowledge_seed.ts";
import * as m0125 from "./0125_request_review.ts";
import * as m0126 from "./0126_knowledge_seed_revision.ts";
import * as m0127 from "./0127_knowledge_seed_phrasings.ts";
import * as m0128 from "./0128_sms_confirmation.ts";
import * as m0129 from "./0129_knowledge_seed_more_phrasings.ts";
import * as m0131 from "./0131_knowledge_seed_new_entries.ts";
import * as m0132 from "./0132_knowledge_seed_fourth_round.ts";
import * as m0134 from "./0134_knowledge_seed_merged_entries.ts";
import type { Migration } from "kysely";

// Every migration, in order. Imported statically so the server bundle and the tests
// carry them; add each new file here.
export const migrations: Record<string, Migration> = {
  "0001_init": m0001,
  "0005_dealers": m0005,
  "0010_outbox_counts": m0010,
  "0020_operator_sessions": m0020,
  "0021_outreach_confirmation": m0021,
  "0080_negotiation": m0080,
  "0085_rate_limits": m0085,
  "0090_privacy": m0090,
  "0095_widen_search": m0095,
  "0100_confirmation_links": m0100,
  "0101_privacy_link_counts": m0101,
  "0105_rate_limiter": m0105,
  "0115_offer_details": m0115,
  "0123_knowledge": m0123,
  "0124_knowledge_seed": m0124,
  "0125_request_review": m0125,
  "0126_knowledge_seed_revision": m0126,
  "0127_knowledge_seed_phrasings": m0127,
  "0128_sms_confirmation": m0128,
  "0129_knowledge_seed_more_phrasings": m0129,
  "0131_knowledge_seed_new_entries": m0131,
  "0132_knowledge_seed_fourth_round": m0132,
  "0134_knowledge_seed_merged_entries": m0134,
};
