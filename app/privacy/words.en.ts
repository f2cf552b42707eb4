import type { Mirror } from "#app/platform/words-types.ts";
import type fr from "#app/privacy/words.fr.ts";

export default {
  myData: {
    title: "Your personal information",
    intro: "You can download everything we keep about this request, or delete it.",
    download: "Download my data (JSON)",
    delete: "Delete my request",
    confirmTitle: "Delete this request for good?",
    confirmBody:
      "Your name, e-mail address, phone, city, answers and conversation will be erased everywhere, including the copies of messages sent. Dealers already contacted will receive a short withdrawal notice, without your details. This link will stop working. This cannot be undone.",
    confirm: "Yes, delete my request",
    deleting: "Deleting...",
    cancel: "Cancel",
    erasedTitle: "Request deleted",
    erasedBody:
      "This request was deleted: your personal information was erased and this link no longer works. The dealers contacted were told of the withdrawal.",
    home: "Back to the home page",
  },
  form: {
    title: "Exercise your rights",
    intro:
      "Enter your e-mail address: we will send you a link, valid for 24 hours, to see, download or delete everything we keep under that address (requests, conversations, messages, evaluations).",
    email: "E-mail address",
    submit: "Send me my link",
    sent: "If any information is tied to this address, a link valid for 24 hours has just been sent to it. Check your spam folder too.",
    invalidEmail: "Enter a valid e-mail address.",
  },
  rights: {
    title: "How to exercise each of your rights",
    access: "Access: the link you receive by e-mail (form below) or your request's private page shows everything we keep.",
    correction: "Correction: write to our privacy officer; a request already sent can also be deleted and made again.",
    deletion:
      'Deletion: the "Delete my request" button on your private page, or the link you receive by e-mail, erases everything at once.',
    portability: 'Portability: "Download my data" gives you a JSON file other services can read.',
    objection: "Objection and any other question: write to our privacy officer.",
  },
  retention: {
    title: "How long we keep information",
    drafts: "Form drafts and unfinished conversations: deleted after 30 days without activity.",
    requests:
      "Requests, conversations, contact messages and evaluations: your personal information is erased {{months}} months after the last activity; only anonymous totals remain.",
    copies: "Copies of messages sent (e-mails, webhooks): their content is erased 30 days after sending.",
  },
  officer: {
    title: "Privacy officer",
    body: "The person in charge of protecting personal information at {{company}} answers at this address:",
  },
  access: {
    metaTitle: "Your personal information",
    title: "Your personal information",
    intro: "Here is everything we keep tied to your address. This link is valid until {{date}}.",
    none: "We keep no information tied to this address.",
    requests: "Vehicle requests",
    conversations: "Conversations with Sam",
    contactMessages: "Contact messages",
    evaluations: "Property evaluations",
    other: "Other items (drafts, conversations in progress, copies of messages)",
    download: "Download all my data (JSON)",
    delete: "Delete everything",
    confirmTitle: "Delete everything tied to this address for good?",
    confirmBody:
      "All the requests, conversations, messages and evaluations above will be erased, along with the copies of messages sent. Dealers already contacted will receive a short withdrawal notice, without your details. This link will stop working. This cannot be undone.",
    confirm: "Yes, delete everything",
    cancel: "Cancel",
    expiredTitle: "Link expired or already used",
    expiredBody:
      "This link is no longer valid (it expires after 24 hours or once your data is deleted). You can ask for a new one on the privacy page.",
    privacyPage: "Privacy page",
    erasedTitle: "Data deleted",
    erasedBody: "Everything tied to your address was erased. The dealers contacted were told of the withdrawal.",
  },
  admin: {
    nav: "Privacy",
    title: "Privacy requests",
    intro:
      "Find a person's information by e-mail address, export it or erase it. Every action is written to the log, without personal information.",
    email: "The person's e-mail address",
    find: "Find",
    export: "Export (JSON)",
    erase: "Erase",
    confirmTitle: "Erase the information of {{email}} for good?",
    confirmBody:
      "Everything listed will be erased, everywhere. Dealers already contacted will receive a withdrawal notice. Cannot be undone.",
    confirm: "Yes, erase",
    cancel: "Cancel",
    found: "Found for this address",
    nothing: "Nothing is tied to this address.",
    erased: "Information erased.",
    counts: {
      vehicleRequests: "Vehicle requests",
      conversations: "Conversations",
      sessions: "Conversations in progress",
      contactMessages: "Contact messages",
      evaluations: "Evaluations",
      drafts: "Drafts",
      deliveries: "Copies of messages",
      links: "Privacy links",
    },
    audit: "Action log (no personal information)",
    auditEmpty: "No action logged.",
    auditKept: "Each action is kept {{months}} months, then deleted.",
    auditFilter: "Kind of action",
    auditKinds: { all: "All", export: "Exports", erase: "Erasures", find: "Searches", retention: "Retention (automatic)" },
    linkRequests: "Link requests on the privacy page, per day",
    linkRequestsIntro:
      "These requests are anonymous: they are counted, not logged one by one. “Links due”: those for an address that has information tied to it.",
    linkRequestsEmpty: "No link request.",
    linkRequestsColumns: { day: "Day (UTC)", requested: "Requests", known: "Links due" },
    auditColumns: { at: "Date", action: "Action", subject: "Subject", actor: "By", reference: "Reference", counts: "Counts" },
  },
  mail: {
    link: {
      subject: "Your link to see or delete your data",
      greeting: "Hello,",
      body: "You asked to see or delete the information tied to this address. This link is valid for 24 hours:",
      ignore: "If you did not ask for anything, ignore this e-mail: nothing changes.",
    },
    withdrawal: {
      subject: "Request {{ref}} withdrawn",
      greeting: "Hello {{dealer}},",
      body: "The buyer withdrew quote request {{ref}} and asked for it to be deleted. There is nothing more for you to do; the reply link no longer works.",
      erase: "If you received personal information about them, please delete it (Quebec's Law 25).",
    },
  },
} as const satisfies Mirror<typeof fr>;
