import type fr from "#app/outreach/words.mail.fr.ts";
import type { Mirror } from "#app/platform/words-types.ts";

export default {
  notSpecified: "not specified",
  sender: {
    signature: "Sam, car-buying assistant — {{company}}",
  },
  labels: {
    vehicle: "Vehicle",
    condition: "Condition",
    powertrain: "Powertrain",
    drivetrain: "Drivetrain",
    options: "Options",
    color: "Color",
    payment: "Payment",
    termBudget: "Term / budget",
    tradeIn: "Trade-in",
    tradeInDetails: "Trade-in details",
    city: "Client's city",
    dealerships: "Dealerships contacted",
  },
  quote: {
    subject: "Urgent Vehicle Quote Request - {{vehicle}} {{year}} - Client Ready to Purchase",
    greeting: "Hello {{dealer}},",
    intro:
      "Sam Auto is writing on behalf of {{buyer}}, a serious client who is ready to buy and will decide within 48 hours. We are asking a few dealerships in the area and will present the offers side by side.",
    introNoName:
      "Sam Auto is writing on behalf of a serious client who is ready to buy and will decide within 48 hours. We are asking a few dealerships in the area and will present the offers side by side.",
    requirementsTitle: "What the client is looking for",
    askTitle: "What we ask of you",
    askPrice:
      "Your all-in price. In Quebec, only the GST, the QST and the new-tire duty may be added to an advertised price: freight, preparation, administration and any other fees must be included.",
    askAvailability: "Availability (in stock or delivery date)",
    askFinancing: "Your financing or lease terms (rate, term, payment)",
    askTradeIn: "An estimate for the trade-in, if any",
    askPromotions: "Current promotions and rebates",
    replyTitle: "Reply",
    reply: "Enter your offer here, before {{deadline}} (24 hours):",
    replyNote: "This link is yours alone; you can revise your offer until the deadline. It expires in 7 days.",
    privacyShare:
      "The client chose to share their contact details with the dealership they pick only: you will receive them if your offer is chosen.",
    privacyRelay: "The client chose not to share their contact details: Sam Auto relays all communication.",
    thanks: "Thank you,",
    unsubscribe:
      "You are receiving this message because your dealership is listed in Sam Auto's directory. To stop receiving our quote requests:",
  },
  buyerLink: {
    greeting: "Hello {{name}},",
    greetingNoName: "Hello,",
    keepPrivate: "This link is personal: do not share it. Your contact details are never given to a dealership unless you choose it.",
  },
  firstOffer: {
    subject: "First offer received for your {{vehicle}}",
    body: "Good news: a first offer has arrived ({{price}}, all-in price before GST, QST and the tire duty). More may follow by {{deadline}}.",
    link: "Compare the offers on your private page:",
  },
  deadline: {
    subject: "The 24-hour deadline has passed: {{count}} offer(s) for your {{vehicle}}",
    body: "The time given to the dealerships is over. Offers received: {{count}}.",
    none: "No dealership has answered yet. Their links stay open for a few days: we will write to you if an offer arrives.",
    link: "See and choose an offer on your private page:",
    // No dealer matched: nothing says dealers were asked.
    noDealersSubject: "Your request for your {{vehicle}}: no dealership found yet",
    noDealers:
      "We still have no dealership selling this make near your city, so none has been contacted. Our team keeps searching and will write to you; your private page will show the offers if a dealership answers.",
    noDealersLink: "Your private page:",
  },
  chosen: {
    subject: "Your offer was chosen - {{vehicle}}",
    greeting: "Hello {{dealer}},",
    body: "Good news: {{buyer}} chose your offer of {{price}} for the {{vehicle}} (request {{ref}}).",
    bodyNoName: "Good news: the client chose your offer of {{price}} for the {{vehicle}} (request {{ref}}).",
    shareTitle: "Client contact details",
    share: "The client agreed that we pass on their contact details, to you only. Contact them directly:",
    name: "Name",
    email: "Email",
    phone: "Phone",
    relay:
      "The client chose not to share their contact details: Sam Auto relays all communication. Reply to this e-mail quoting the request reference and we will pass it on.",
    offerLink: "Your offer:",
  },
  // The first e-mail of a request, before any dealer is contacted (no text typed by the buyer).
  confirm: {
    subject: "Confirm your request {{ref}}",
    greeting: "Hello,",
    body: "We received a request for vehicle quotes with this e-mail address. No dealer has been contacted yet.",
    action: "To confirm it is you and start the request, open this link and press “Confirm and contact the dealers”:",
    ignore: "If you did not ask for anything, ignore this e-mail: nothing will be sent.",
    // No dealer matched yet — the e-mail promises none.
    none: "We have not yet found a dealer selling this make near your city: after you confirm, we will widen the search and write to you within 24 hours.",
    actionNone: "To confirm it is you, open this link and press “Confirm my request”:",
  },
  // Decision 033: the widened search's one e-mail to the buyer, within 24 hours of the confirmation.
  widen: {
    subject: "Search widened: {{found}} dealership(s) contacted for your {{vehicle}}",
    intro: "We had found no dealer selling {{brand}} near {{city}}. We have widened the search to all of Quebec.",
    contacted: "Result: {{found}} dealership(s) contacted, the nearest {{km}} km from {{city}}.",
    contactedNoKm: "Result: {{found}} dealership(s) contacted.",
    deadline: "They have until {{deadline}} to send their all-in price; we will write to you as soon as the first offer arrives.",
    link: "Follow and compare the offers on your private page:",
    noneSubject: "Your request for your {{vehicle}}: still no dealer",
    none: "We widened the search to all of Quebec: no dealer in our directory sells {{brand}} for now. No dealer was contacted and your details were shared with no one.",
    noneWhat: "What you can do:",
    noneOtherMake: "make a new request for another make: {{url}}",
    noneContact: "write to us ({{email}}) or use our form: {{url}}. We will look for a dealer for this make with you.",
    noneLink: "Your private page stays open:",
  },
} as const satisfies Mirror<typeof fr>;
