import type { TResourcePostType } from '@gifthub/shared/resources';

/**
 * The seeded resources: real guides and walkthroughs on using Gifthub, written in Markdown (seed-resources.ts turns
 * them into the stored HTML with marked). Button captions and screen names are the portal's own.
 */
export type TSeedResource = { slug: string; type: TResourcePostType; title: string; excerpt: string; tags: string[]; daysAgo: number; markdown: string };

export const SEED_RESOURCE_TAGS: Record<string, string> = {
  'getting-started': 'Getting started',
  marketplace: 'Marketplace',
  campaigns: 'Campaigns',
  surveys: 'Surveys',
  developers: 'Developers',
  billing: 'Billing',
  branding: 'Branding',
  fulfilment: 'Fulfilment',
};

const firstGift = `
Gifthub sends physical gifts and eGift vouchers to the people who matter to your business. This guide takes you from an empty account to your first delivered gift, and shows where to follow it afterwards.

## Before you start

### Check your team
Everything in Gifthub belongs to a team. The team name shows on your user card at the top of the menu; if you belong to more than one team, use **Switch Team** to pick the one that should pay for the gift.

### Decide how you will pay
Marketplace gifts are charged in full when you send them. You can pay by card at checkout, or from your team balance if your team has topped up (see the walkthrough *Topping up your team balance*).

## Choose a gift

Open **Marketplace → Physical Gifts**. The Physical Gifts Selection shows every gift we can ship within the UK, with its price including VAT.

- Filter by **type**, **occasion**, **diet** and **price** (below £30, £30–£50, £50 and above) to narrow the list.
- Switch to the **eGifts Selection** for digital vouchers, filtered by category (food and drink, fashion, travel and leisure and more).
- Open a gift to see its photos, description, what is in the box and the price breakdown.

If nothing matches your filters you will see *There are no available Marketplace products that match your filters.* Clear a filter or two and try again.

## Send it: Select & Send or a gift link

The gift's window offers two ways to send it. Pick the one that fits what you know about the recipient.

### Select & Send: you know the address
Choose **Select & Send** when you already have the recipient's UK postal address.

1. Enter the recipient's first and last name, e-mail and address.
2. Add a greeting card and write your message, or choose no card.
3. Check the price breakdown: the gift, pick and pack, shipping and the admin fee, with VAT.
4. Pay by card or from your team balance.

We pick, pack and ship the gift. The recipient does not need to do anything.

### Create A New Invitation: let the recipient choose
Choose **Create A New Invitation** when you do not know the address, or want the recipient to confirm it themselves.

1. Enter the recipient's name and e-mail and, if you like, a personal invitation message.
2. Choose whether we e-mail the invitation for you, or copy the gift registration link and share it yourself.
3. The recipient opens the link, sees the gift on your branded page, and either confirms their own address or declines the gift.

> Gift links are only as private as the way you share them. Send each link to one person only.

## Follow your gift in Order History

Open **Marketplace → Order History** to see every gift you sent or invited.

### Read the status
- **Unclaimed**: the recipient has not confirmed a gift link yet.
- **Processing**: the gift is confirmed and being packed.
- **Sent**: the gift has left the warehouse, with a tracking link when the carrier gives one.
- **Rejected**: the recipient declined the gift.

### Filter and find
Use the three-state toggles (all, yes, no) on invited, visited, confirmed, sent and rejected to find gifts quickly. Managers can filter by team member; associates see their own gifts.

## What next

- Brand the page your recipients open: see *Branding your action page*.
- Sending many gifts at once, with approvals and reporting? Read *Running a gifting campaign*.
`;

const campaign = `
A campaign sends gifts to many recipients from a set of gift options you choose together with your Account Manager. Campaigns need the Pro plan and are paid from your team balance.

## Request a campaign

Open **Campaigns** and press **Request New Campaign**. Give the campaign a name and tell us what you want to achieve: who the recipients are, roughly how many, your budget per gift and when the gifts should arrive.

A new campaign starts as **requested**. Your Account Manager confirms it, sets up the gift options with you and makes it **active**. Until then you cannot send invitations.

## Choose the gift options

Each campaign offers one or more gift options. An option is either a physical gift (from the marketplace, or one of your own corporate products stored in our warehouse) or an eGift voucher.

### Physical gifts
The option shows its price, the pick and pack cost and the shipping cost to each group of countries. If the option is one of your corporate products, its stock is held for every confirmed gift.

### Vouchers
Voucher options have a brand and a value. Voucher and mixed campaigns are always private.

### Privacy
- **Private**: only people you invite can claim.
- **Internal**: people with your company's e-mail domains can claim.
- **Open**: anyone with the campaign page's address can claim, until you pause the campaign.

## Invite recipients

On the campaign's page, go to the **Recipients** tab.

### One recipient at a time
Use **Create A New Invitation** for one person. We e-mail the invitation, or you copy the link from the **Campaign Invitation Created** screen with **COPY GIFT REGISTRATION LINK**.

### Many recipients from a CSV
Use the multiple modal, **Create A New Invitation - Multiple** or **Select & Send - Multiple Recipients**, and upload a CSV. Download the template first: it has the columns we expect and an example row. Each upload becomes a list you can rename and add to later.

## Approve gifts

When a recipient picks an option, the gift waits for approval unless the campaign approves automatically. In the recipients table, use **Approve** or **Reject** on each row. Approved gifts are charged to your team balance and go to the warehouse.

## Expiry and reminders

Open **Edit Campaign** and find the **Expiry and reminders** section.

### Invitation expiry
The number of days an invitation stays open. Leave it empty and invitations never expire. Claimed gifts are never affected: an expired invitation only stops an unclaimed gift from being claimed.

### Reminders
Up to three reminder e-mails, sent the given number of days after the invitation to recipients who have not claimed or declined yet. Reminders must be on different days and before the invitation expires; they go only to invitations we e-mailed.

## Measure the results

The campaign's **Summary** shows invites, claims and total spent. Sales campaigns add an **Analytics** tab with sends, opens and spend over time; review campaigns add a **Feedback** tab listing negative feedback. Export the recipients as a CSV at any time.
`;

const survey = `
Surveys collect answers from your customers, prospects or colleagues on a branded public page, one question per page. A survey can also invite a respondent to a gifting campaign when they finish. Surveys are in beta and need the admin permission.

## Create the survey

Open **Surveys** and choose **New Survey**. Start from scratch, or from a template in **Surveys → Templates** to begin with a tested set of pages.

Every survey starts with a **Welcome** page (*Welcome to our survey.*, with the button *Let's get started!*) and ends with an **End Page** (*Thanks for filling out our survey!*).

## Add questions

Add a page for each question. Each question page holds one question of one type.

### Text and contact
Short text, long text, e-mail, phone number, website, number and date. Dates can be shown as DD/MM/YYYY, MM/DD/YYYY or YYYY/MM/DD.

### Choices
Single choice and multiple choice, each with an optional **Other** option, and yes/no (boolean) with your own labels.

### Rating and ranking
Opinion scale (up to 10), star rating (3 to 10 stars) and ranking.

Switch on **Required To Answer** for the questions a respondent may not skip.

## Add logic

Each page decides where the respondent goes next in **Page Logic Settings**.

### Next page or a specific page
The default moves to the next page in order. Welcome and statement pages can also jump to a specific page.

### Dynamic rules
A question page can branch on its answers: for example, *if rating is less than 3, go to the "What went wrong?" page*. Rules are checked in order and the first rule whose target page exists wins; otherwise the respondent moves to the next page.

### Finish with a gift
A statement or end page can invite the respondent to a campaign and then open their gift link, send them to an external URL, or simply end the survey.

## Style it with a theme

Choose a theme from your library, or copy one from the **Theme Gallery**. A theme sets the font, the question and answer colours and sizes, the button colours and the page background.

## Publish and share

Use the public-page switch on the survey's page to publish it, then **copy link** to share. Add **sources** to track where responses come from: each source has its own link, which you can disable separately.

## Read the results

The survey's page shows views, started and complete responses. Open the responses to read each respondent's answers, or the results to see every question summarised in charts. Export the responses as a CSV for your own analysis.
`;

const api = `
The Gifthub API lets your own systems send gifts, invite campaign recipients and read order and survey data. Webhooks tell your systems the moment something happens, so you do not have to poll.

## Create an API key

API keys belong to a team and need the Pro plan. Open **Settings → Integrations** and choose **Create New API Key**.

1. Give the key a name that says where it is used, such as *CRM sync*.
2. Choose its role: **read-only** keys can only read; **full** keys act as a manager of your team.
3. Copy the key when it is shown. **It is shown once**; we keep only a hash of it.

Keys start with \`ghk_\`, so secret scanners recognise one committed to a repository by mistake. Remove a key from the table and it stops working at once.

## Call the API

Send the key in the \`Authorization\` header as a bearer token:

\`\`\`bash
curl https://app.gifthub.example/api/v1/marketplace/products/physical \\
  -H "Authorization: Bearer ghk_your_key_here"
\`\`\`

### The reference
The full reference, generated from the same schemas the API validates with, is at **/api/docs**; the OpenAPI 3.1 document behind it is at \`/api/v1/openapi.json\`. Every operation has an example request and response.

### Errors and limits
Errors always have the shape \`{ message, code, errors }\`, where \`errors\` lists the first problem of each field. Each key is rate limited; the \`RateLimit\` headers tell you how many calls are left.

## Receive webhooks

Register an endpoint in **Settings → Integrations** and choose the events it should receive. The signing secret (it starts with \`whsec_\`) is shown once, when you add the endpoint.

### Events
- \`gift.claimed\`, \`gift.declined\`, \`gift.approved\`
- \`gift.sent\`, \`gift.delivered\`, \`gift.returned\`
- \`invitation.expired\`
- \`survey.response_completed\`
- \`balance.low\`

Each delivery is a JSON body with the event's \`type\`, an \`id\` and a timestamp. Answer with any 2xx status within a few seconds; anything else is retried with backoff for about a day. The delivery log shows every attempt and lets you replay a delivery.

### Verify the signature
Every delivery carries a \`Gifthub-Signature\` header: \`t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">\`. This is Stripe's scheme, so existing verifiers work. In Node:

\`\`\`js
import { createHmac, timingSafeEqual } from 'node:crypto';

export function verifyGifthub(rawBody, header, secret, toleranceSeconds = 300) {
  const parts = Object.fromEntries(header.split(',').map((p) => p.split('=')));
  const t = Number(parts.t);
  if (!t || Math.abs(Date.now() / 1000 - t) > toleranceSeconds) return false;
  const expected = createHmac('sha256', secret).update(\`\${t}.\${rawBody}\`).digest('hex');
  const given = Buffer.from(parts.v1 ?? '', 'hex');
  return given.length === 32 && timingSafeEqual(given, Buffer.from(expected, 'hex'));
}
\`\`\`

Verify against the **raw** request body, before any JSON parsing, and reject deliveries whose timestamp is too old.

## Good practice

- Use a separate key for each system, so you can revoke one without breaking the others.
- Prefer read-only keys for reporting tools.
- Treat the \`id\` of a delivery as an idempotency key: a replay sends the same id again.
`;

const branding = `
Your recipients open a gift page before they confirm a gift. Make it look like yours.

## Open the action pages

Go to **Campaigns → Action Pages**. The preview on the right shows the page your recipients see, updated as you change it.

## Add your logo and colours

### Logo
Upload your logo (PNG, JPEG, WebP or SVG) or choose one from your media gallery. A transparent PNG or an SVG looks best on coloured headers.

### Colours
Pick your brand's primary colour for the header and buttons. Keep enough contrast between text and background so that everyone can read the page.

## Write the welcome text

Set the page title and the text your recipients read above the gift. A short, personal sentence works better than a long paragraph.

## Check it on a phone

Most recipients open their gift on a phone. Resize the preview, or open the preview link on your own phone, before you send invitations.
`;

const topUp = `
Campaign gifts are paid from your team balance. Topping it up in advance keeps campaigns running without card payments for every gift.

## Open Billing

Go to **Billing**. The overview shows Team Resources (your balance), Team Credit Available and the Total Available To Spend.

## Top up

1. Press **TOP UP**.
2. Enter the amount.
3. Pay by card (the card fee is shown before you pay) or choose **Bank transfer (invoice)**.

A card top-up is added to your balance at once. For a bank transfer we send you an invoice, and your team balance is credited once it is paid.

## Find your documents

Invoices and receipts for top-ups are in **Billing → Payment Documents**. Team Transactions lists every movement of the balance.
`;

const fulfilmentImport = `
Teams that store their own products with us can send orders to the warehouse in bulk.

## Download the template

Open **Fulfilment** and choose **Import Orders**. Use **Download the CSV template**: it has the header row and an example order.

## Fill it in

The file has a header row and values separated by semicolons (;).

### Required columns
status (processing for new orders), first_name, last_name, address_1, city, postcode, country, email, total, item_1_id and item_1_quantity.

### Optional columns
An id of your own (it must be unique), and more items per order as item_2_id and item_2_quantity, and so on.

## Upload and check

Choose the file and import it. Every row is checked before anything is created: if a row is wrong, the report names the row and the problem and no orders are imported. Fix the file and upload it again.

## Follow the orders

Imported orders appear in **Fulfilment** with their status. Filter by status or date, and export them as a CSV when you need them elsewhere.
`;

export const SEED_RESOURCES: TSeedResource[] = [
  { slug: 'sending-your-first-gift', type: 'guide', title: 'Sending your first gift', excerpt: 'Choose a gift in the marketplace, send it with Select & Send or a gift link, and follow it in Order History.', tags: ['getting-started', 'marketplace'], daysAgo: 2, markdown: firstGift },
  { slug: 'running-a-gifting-campaign', type: 'guide', title: 'Running a gifting campaign', excerpt: 'Request a campaign, choose its gift options, invite recipients, approve gifts and set expiry and reminders.', tags: ['campaigns', 'getting-started'], daysAgo: 6, markdown: campaign },
  { slug: 'building-a-survey', type: 'guide', title: 'Building a survey', excerpt: 'Question types, page logic, themes, publishing and reading the results of a Gifthub survey.', tags: ['surveys'], daysAgo: 10, markdown: survey },
  { slug: 'the-gifthub-api-and-webhooks', type: 'guide', title: 'The Gifthub API and webhooks', excerpt: 'Create an API key, call the API with a bearer token, and receive signed webhooks you can verify.', tags: ['developers'], daysAgo: 14, markdown: api },
  { slug: 'branding-your-action-page', type: 'walkthrough', title: 'Branding your action page', excerpt: 'Put your logo, colours and welcome text on the page your recipients open.', tags: ['branding', 'getting-started'], daysAgo: 4, markdown: branding },
  { slug: 'topping-up-your-team-balance', type: 'walkthrough', title: 'Topping up your team balance', excerpt: 'Add money to your team balance by card or bank transfer and find your invoices.', tags: ['billing'], daysAgo: 8, markdown: topUp },
  { slug: 'importing-fulfilment-orders', type: 'walkthrough', title: 'Importing fulfilment orders', excerpt: 'Send many warehouse orders at once from a CSV file, checked row by row.', tags: ['fulfilment'], daysAgo: 12, markdown: fulfilmentImport },
];
