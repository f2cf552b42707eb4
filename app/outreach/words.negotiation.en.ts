import type fr from "#app/outreach/words.negotiation.fr.ts";
import type { Mirror } from "#app/platform/words-types.ts";

export default {
  mail: {
    standing: {
      subject: "Round 2: where your offer stands for {{vehicle}}",
      greeting: "Hello {{dealer}},",
      intro:
        "The first window has closed and several dealerships made an offer for this {{vehicle}}. Here is where yours stands, compared on the all-in price the buyer sees.",
      own: "Your all-in price",
      best: "Best all-in price received",
      gap: "Gap to the best price",
      flagged: "Added fees that counted against you",
      isBest: "Your offer is currently the best. You may still improve it.",
      behind: "You may revise your offer once to beat the best price.",
      flaggedNote:
        "In Quebec, only GST, QST and the new-tire duty may be added to an advertised price: other fees were added to your price for the comparison.",
      rules: "One revision during this round, never upwards. Other dealerships' names and the buyer's contact details are never shared.",
      deadline: "You have until {{deadline}} to revise your offer:",
    },
    reminder: {
      subject: "Reminder: price request for {{vehicle}}, best price received {{best}}",
      greeting: "Hello {{dealer}},",
      body: "You have not answered this request yet. Other dealerships have: the best all-in price received so far is {{best}}.",
      deadline: "You can still make an offer until {{deadline}}:",
    },
    buyerOpen: {
      line: "{{count}} offers received: Sam is now asking each dealership to beat the best price, until {{deadline}}.",
    },
    buyerSkipped: {
      one: "Only one offer arrived: there will be no negotiation round. It stays valid until the date the dealership gave.",
      none: "Without at least two offers, there is no negotiation round.",
    },
    buyerDone: {
      subject: "Negotiation finished for your {{vehicle}}",
      improved: "Negotiation finished: {{count}} offer(s) improved, {{saving}} off the best one.",
      unchanged: "Negotiation finished: no dealership lowered its price. The offers received remain valid.",
      best: "Best all-in price: {{best}}.",
      link: "Compare and choose on your private page:",
    },
  },
  dealer: {
    rulesTitle: "Negotiation rules",
    rules: "Your price may be shown anonymously to other dealerships as the best price. Your name is never shared with another dealership.",
    accept: "I accept these rules",
    acceptRequired: "Accept the negotiation rules to send an offer.",
    round2Title: "Round 2: beat the best price",
    own: "Your all-in price",
    best: "Best all-in price received",
    gap: "Gap",
    flagged: "Fees counted against you",
    isBest: "Your offer is the best so far. You may still improve it.",
    until: "One revision, downwards only, until {{date}}.",
    revised: "You revised your offer during this round: it is now closed for you.",
    raise: "A revision cannot raise your all-in price ({{before}} so far).",
    once: "You already revised your offer during this round.",
  },
  buyer: {
    open: "Negotiation under way until {{date}}: each dealership sees the best price and may beat it.",
    closed: "Negotiation finished: {{count}} offer(s) improved, {{saving}} off the best one.",
    closedNone: "Negotiation finished: no offer went down.",
    skipped: "Only one offer: no negotiation round.",
    priceChange: "First price {{first}}, final price {{final}}",
  },
  admin: {
    round: "Round",
    round1: "1",
    round2Open: "2 (under way)",
    round2Closed: "2 (finished)",
    skipped: "1 (no round 2)",
    summary: "Revised in round 2: {{revised}} · saving on the best: {{saving}}",
  },
} as const satisfies Mirror<typeof fr>;
