import { count } from 'drizzle-orm';
import type { TTaxonomy, TVoucherCategory } from '@gifthub/shared/catalogue';
import { incVat } from '@gifthub/shared/pricing';
import { generatedImagePath, hash32, illustrationFor, type TIllustration } from '../modules/catalogue/product-images';
import type { Db } from './client';
import { productTerms, products, terms } from './schema';

/**
 * The marketplace catalogue of the demo data set: taxonomy terms, about 125 curated physical gifts and
 * 32 eGift brands across the eight voucher categories. Prices are pence ex VAT; inc VAT is derived (20%).
 * Deterministic: stock and wording come from a PRNG seeded by each product's name.
 */

type TTermSeed = [slug: string, name: string, icon?: string];
export const SEED_TERMS: Record<TTaxonomy, TTermSeed[]> = {
  'marketplace-product-type': [
    ['hampers', 'Hampers'],
    ['food-drink', 'Food & Drink'],
    ['sweet-treats', 'Sweet Treats'],
    ['alcohol', 'Wine & Spirits'],
    ['coffee-tea', 'Coffee & Tea'],
    ['wellbeing', 'Wellbeing & Spa'],
    ['home', 'Home & Living'],
    ['plants', 'Plants & Flowers'],
    ['tech', 'Tech & Gadgets'],
    ['stationery', 'Stationery & Desk'],
  ],
  'marketplace-product-occasion': [
    ['birthday', 'Birthday'],
    ['thank-you', 'Thank You'],
    ['christmas', 'Christmas'],
    ['welcome', 'Welcome & Onboarding'],
    ['congratulations', 'Congratulations'],
    ['anniversary', 'Work Anniversary'],
    ['get-well', 'Get Well Soon'],
    ['retirement', 'Retirement'],
    ['new-baby', 'New Baby'],
    ['farewell', 'Farewell'],
  ],
  // Icons are Tabler icon names (the portal uses @tabler/icons-react).
  'marketplace-product-diet': [
    ['vegan', 'Vegan', 'leaf'],
    ['vegetarian', 'Vegetarian', 'carrot'],
    ['gluten-free', 'Gluten Free', 'wheat-off'],
    ['dairy-free', 'Dairy Free', 'milk-off'],
    ['nut-free', 'Nut Free', 'nut'],
    ['halal', 'Halal', 'moon-stars'],
  ],
};

const OCCASION: Record<string, string> = {
  bd: 'birthday',
  ty: 'thank-you',
  xm: 'christmas',
  wl: 'welcome',
  cg: 'congratulations',
  an: 'anniversary',
  gw: 'get-well',
  rt: 'retirement',
  nb: 'new-baby',
  fw: 'farewell',
};
const DIET: Record<string, string> = { vg: 'vegan', v: 'vegetarian', gf: 'gluten-free', df: 'dairy-free', nf: 'nut-free', h: 'halal' };
const DIET_TEXT: Record<string, string> = {
  vegan: 'vegan',
  vegetarian: 'vegetarian',
  'gluten-free': 'gluten free',
  'dairy-free': 'dairy free',
  'nut-free': 'made without nuts',
  halal: 'halal certified',
};

/** [name, price ex VAT in pence, occasions, diets and extra types (+slug), blurb, what's inside] */
type TGiftSeed = [name: string, exVat: number, occasions: string, tags: string, blurb: string, inside?: string];
type TCategory = { type: string; ship: 'small' | 'standard' | 'large'; closing: string[]; gifts: TGiftSeed[] };

const EDIBLE = new Set(['hampers', 'sweet-treats', 'alcohol', 'coffee-tea', 'food-drink']);
const SHIPPING = { small: 295, standard: 495, large: 695 } as const;
const PICK_PACK = { small: 250, standard: 350, large: 350 } as const;

const CATEGORIES: TCategory[] = [
  {
    type: 'hampers',
    ship: 'large',
    closing: [
      'Packed by hand in a keepsake wicker hamper, tied with ribbon and finished with a gift tag.',
      'Arrives in a sturdy recyclable hamper box, ready to give.',
      'Every hamper is packed to order by our team in the Cotswolds.',
    ],
    gifts: [
      ['The Cotswold Afternoon Tea Hamper', 3995, 'bd ty an rt', 'v', 'Everything for a proper afternoon tea, from loose-leaf Assam to clotted cream fudge.', 'Assam loose-leaf tea, two all-butter scones, strawberry preserve, clotted cream fudge and lemon shortbread'],
      ['Highland Whisky & Shortbread Hamper', 6495, 'bd ty xm rt cg', '+alcohol v', 'A dram of Speyside single malt with hand-baked shortbread and crumbly Scottish tablet.', 'a 20cl Speyside single malt, all-butter shortbread, Scottish tablet, oatcakes and a mature Orkney cheddar'],
      ['The Vegan Feast Hamper', 4995, 'bd ty xm wl', '+alcohol vg v df', 'A generous plant-based spread of savoury nibbles, sweet treats and a bottle of organic red.', 'organic Tempranillo, sea salt crisps, smoked almonds, oat crackers, caramelised onion chutney and dark chocolate'],
      ['Gluten-Free Goodies Hamper', 3495, 'bd ty gw', 'gf v', 'A hamper of treats that nobody has to check the label on.', 'gluten-free shortbread, rice crackers, honey-roasted cashews, fruit jellies and English breakfast tea'],
      ['The Grand Christmas Hamper', 12495, 'xm ty', '+alcohol v', 'Our showstopper: a festive feast for the whole household, with claret, Christmas pudding and more.', 'Bordeaux claret, a Christmas pudding, brandy butter, mince pies, Stilton, port-soaked fruit cake and Belgian truffles'],
      ['Prosecco & Treats Basket', 4495, 'bd cg an ty', '+alcohol v', 'A bottle of Prosecco with salted caramel popcorn and chocolate truffles for a celebration.', 'Prosecco DOC, salted caramel popcorn, milk chocolate truffles and strawberry meringues'],
      ['The Office Sharing Hamper', 5995, 'ty xm wl cg', 'v', 'Sharing bags, tins and boxes for the whole team to dive into at the next stand-up.', 'sharing crisps, toffee popcorn, a biscuit tin, fruit pastilles, mini brownies and cold-brew coffee cans'],
      ["Cheese Lover's Hamper", 5495, 'bd ty xm an', 'v', 'Four British cheeses with the crackers and chutneys to match.', 'Somerset brie, Cornish cheddar, Shropshire blue, smoked Lancashire, fig chutney and charcoal crackers'],
      ['Little Treats Hamper', 2495, 'bd ty gw', 'v', 'A small hamper of big flavours: proof that thoughtful things come in small packages.', 'chocolate-dipped honeycomb, lemon curd, all-butter biscuits and a single-estate tea'],
      ['The Get Well Soon Hamper', 3295, 'gw', 'v', 'Comforting bits and pieces to help someone feel more like themselves.', 'manuka honey, ginger biscuits, chamomile tea, a lavender pillow spray and a hot water bottle'],
      ['Welcome Aboard Snack Crate', 2995, 'wl ty', 'v', 'A crate of desk snacks to make a new starter feel at home from day one.', 'popcorn, crisps, flapjacks, chocolate buttons, trail mix and two energy bars'],
      ['The Halal Celebration Hamper', 5795, 'bd cg xm ty', 'h nf', 'A halal-certified hamper of sweet and savoury treats for a celebration.', 'Medjool dates, rose and lemon Turkish delight, mint tea, halal fudge and spiced crackers'],
      ['British Breakfast Hamper', 4166, 'wl ty an', 'v', 'A slow weekend breakfast in a basket: granola, marmalade, coffee and tea.', 'maple granola, Seville orange marmalade, ground coffee, English breakfast tea and shortbread'],
      ['Luxury Champagne Hamper', 14995, 'cg an rt', '+alcohol v gf', 'Vintage Champagne with hand-made truffles for a milestone worth marking.', 'a bottle of vintage Champagne, Champagne truffles, two glass flutes and salted pecans'],
      ['The New Parents Hamper', 4595, 'nb', 'vg', 'Treats for the new parents rather than the baby: good coffee, snacks and something to relax with.', 'ground coffee, oat cookies, a lavender bath soak, energy balls and a muslin cloth'],
      ['Retirement Garden Hamper', 6995, 'rt fw', '+plants', 'For the next chapter in the garden: seeds, tools and a flask of tea for the potting shed.', 'heritage vegetable seeds, gardening gloves, a hand trowel, twine, a tin of tea and plant labels'],
    ],
  },
  {
    type: 'sweet-treats',
    ship: 'small',
    closing: [
      'Made in small batches and packed to fit through the letterbox.',
      'Boxed in recyclable packaging with a handwritten-style gift card.',
      'Best enjoyed within four weeks of delivery.',
    ],
    gifts: [
      ['Salted Caramel Truffle Selection', 1995, 'bd ty an', 'v gf', 'Sixteen hand-rolled truffles with soft salted caramel centres.'],
      ['Dark Chocolate Tasting Flight', 2495, 'bd ty', 'vg v df gf', 'Six single-origin bars from 62% to 85% with tasting notes for each.'],
      ['Hand-Iced Birthday Cookies', 1795, 'bd', 'v nf', 'Six buttery cookies, each iced by hand with a birthday message.'],
      ['Rainbow Macaron Box', 2295, 'bd cg ty', 'v gf', 'Twelve French macarons in six flavours, from pistachio to raspberry.'],
      ['Clotted Cream Fudge Tin', 1250, 'ty xm', 'v gf nf', 'Crumbly Cornish fudge in a keepsake tin.'],
      ['Vegan Brownie Slab Box', 2195, 'bd ty gw', 'vg v df', 'Nine fudgy brownies, made without eggs or dairy and nobody can tell.'],
      ["The Chocolate Lover's Gift Box", 3495, 'bd an xm', 'v', 'A layered box of pralines, bars, buttons and hot chocolate flakes.'],
      ['Letterbox Cupcake Kit', 1895, 'bd nb', 'v nf', 'Everything needed to bake and decorate six cupcakes at home.'],
      ['Champagne Truffles', 2499, 'cg an', 'v gf', 'White chocolate truffles with a Champagne ganache, dusted in sugar.'],
      ['Gluten-Free Shortbread Tin', 1495, 'ty xm wl', 'v gf nf', 'All-butter shortbread fingers baked with rice flour.'],
      ['Chocolate-Coated Honeycomb', 1395, 'ty bd', 'v gf', 'Crunchy honeycomb dipped in milk and dark chocolate.'],
      ['Festive Gingerbread House Kit', 2695, 'xm', 'v nf', 'Pre-baked gingerbread panels, icing and sweets to build a house together.'],
      ['Artisan Toffee Selection', 1595, 'ty bd', 'v gf nf', 'Butter toffee, treacle toffee and sea salt toffee, broken by hand.'],
      ['Giant Milk Chocolate Slab', 2995, 'bd cg', 'v gf', 'A full kilogram of creamy milk chocolate with a tiny hammer to break it.'],
    ],
  },
  {
    type: 'alcohol',
    ship: 'large',
    closing: [
      'Recipients must be 18 or over; a signature is needed on delivery.',
      'Packed in a protective gift box with a tasting card.',
      'Please drink responsibly. Delivered to adults aged 18 and over only.',
    ],
    gifts: [
      ['Small-Batch London Dry Gin Gift Set', 3995, 'bd ty xm cg', 'vg gf', 'A juniper-forward London dry gin with two copa glasses and dried garnishes.'],
      ['Pink Grapefruit Gin & Tonic Kit', 3295, 'bd ty', 'vg gf', 'Pink grapefruit gin, two light tonics and dried citrus wheels for two perfect serves.'],
      ['Malbec & Dark Chocolate Pairing', 3495, 'bd an ty', 'v', 'An Argentinian Malbec with a 70% dark chocolate bar chosen to match it.'],
      ['English Sparkling Wine', 3995, 'cg an rt', 'vg gf', 'A traditional-method sparkling wine from the chalk slopes of the South Downs.'],
      ['Prosecco DOC with Two Flutes', 4495, 'cg an wl', 'vg gf', 'A crisp Prosecco with two glass flutes, ready for the toast.'],
      ['Vintage Champagne Brut', 6495, 'cg an rt', 'gf', 'A vintage Brut Champagne in a presentation box for the big moments.'],
      ['Craft Beer Tasting Box', 2995, 'bd ty fw', 'vg', 'Six beers from independent British breweries, from pale ale to stout.'],
      ['Spiced Rum & Ginger Set', 3695, 'bd xm', 'vg gf', 'A Caribbean spiced rum with fiery ginger beer and a copper mule mug.'],
      ['Three Gins Tasting Flight', 2500, 'bd ty xm', 'vg gf', 'Three 5cl gins, from classic to rhubarb, with tonic pairing notes.'],
      ['Organic Red Wine Duo', 4166, 'xm an ty', 'vg gf', 'Two organic reds, a Rioja and a Côtes du Rhône, in a wooden gift box.'],
      ['Single Malt Whisky Miniatures', 5495, 'rt bd xm', 'vg gf', 'Five single malt miniatures from five Scottish regions.'],
      ['Espresso Martini Cocktail Kit', 3195, 'bd ty fw', 'v', 'Vodka, coffee liqueur, espresso beans and a shaker for four cocktails.'],
      ['Rosé & Macarons Gift Set', 3895, 'bd an ty', 'v gf', 'A Provence rosé with six raspberry macarons.'],
      ['Port & Stilton Christmas Box', 5295, 'xm rt', 'v', 'A ten-year tawny port with a truckle of Stilton and oatcakes.'],
      ['Premium Sake Gift Set', 5895, 'cg ty rt', 'vg gf', 'A junmai ginjo sake with two ochoko cups in a cedar box.'],
      ['Orchard Cider Selection', 2295, 'ty bd fw', 'vg gf', 'Four West Country craft ciders, from dry to medium sweet.'],
    ],
  },
  {
    type: 'coffee-tea',
    ship: 'small',
    closing: ['Roasted or blended to order and sealed for freshness.', 'Slim enough to arrive through the letterbox.', 'Comes with brewing notes for the best cup.'],
    gifts: [
      ['Single-Origin Coffee Discovery Set', 2495, 'ty wl bd', 'vg gf df nf h', 'Four single-origin coffees from Ethiopia, Colombia, Brazil and Rwanda.'],
      ['Loose-Leaf Tea Tasting Chest', 3495, 'ty rt xm', 'vg gf df nf h', 'Twelve loose-leaf teas in a wooden chest, from Darjeeling to jasmine pearls.'],
      ['Matcha Ritual Kit', 4295, 'gw ty bd', 'vg gf df nf h', 'Ceremonial-grade matcha with a bamboo whisk, scoop and ceramic bowl.'],
      ['Hot Chocolate Spoons Trio', 1495, 'xm ty', 'v gf', 'Three chocolate spoons to stir into hot milk: milk, dark and salted caramel.'],
      ['Cold Brew Coffee Starter Kit', 2500, 'wl bd', 'vg gf df nf h', 'A cold brew bottle and coarse-ground beans for smooth iced coffee at home.'],
      ['English Breakfast Tea & Biscuit Tin', 1895, 'ty wl', 'v', 'A caddy of strong breakfast tea with all-butter biscuits for dunking.'],
      ['Herbal Sleep Tea Collection', 1595, 'gw ty', 'vg gf df nf h', 'Chamomile, lavender and valerian blends for winding down.'],
      ["Espresso Lover's Gift Set", 4495, 'bd an', 'vg gf df nf h', 'A dark espresso roast with two double-walled espresso cups.'],
      ['Chai Spice Blending Kit', 2195, 'xm ty', 'vg gf df nf h', 'Whole spices and Assam to blend a personal masala chai.'],
      ['Barista Pour-Over Coffee Set', 5495, 'bd rt wl', 'vg gf df nf h', 'A glass pour-over, gooseneck kettle and speciality beans.'],
      ['Coffee Mug & Beans Gift', 2299, 'bd ty', 'vg gf df nf h', 'A speckled stoneware mug with a bag of house-roasted beans.'],
      ['Afternoon Tea for Two Letterbox Gift', 2499, 'ty an gw', 'v', 'Tea, scones, jam and clotted cream fudge for two, through the letterbox.'],
    ],
  },
  {
    type: 'food-drink',
    ship: 'standard',
    closing: ['Made by independent British producers.', 'Packed in a recyclable gift box with a chilled liner where needed.', 'Long shelf life, so it can be saved for the right moment.'],
    gifts: [
      ['Artisan Cheese & Chutney Box', 3595, 'bd ty xm', 'v', 'Three farmhouse cheeses with a spiced apple chutney and crackers.'],
      ['Gourmet Popcorn Trio', 1495, 'ty bd wl', 'vg gf df nf', 'Sea salt, sweet chilli and maple popcorn, popped in small batches.'],
      ['Posh Crisps Tasting Box', 1695, 'ty wl fw', 'vg gf df', 'Six hand-cooked crisps, from truffle to smoked paprika.'],
      ["Chilli Lover's Hot Sauce Set", 2295, 'bd ty', 'vg gf df nf h', 'Four hot sauces from mild chipotle to a ghost pepper challenge.'],
      ['Italian Pasta Night Kit', 2895, 'an wl ty', 'vg df nf', 'Bronze-cut pasta, a slow-cooked tomato sauce and Sicilian olive oil.'],
      ['Charcuterie & Crackers Board', 4495, 'xm an', 'gf nf', 'British air-dried meats and seeded crackers on a slate serving board.'],
      ['Mediterranean Olive & Oil Collection', 3295, 'ty rt', 'vg gf df nf h', 'Kalamata olives, extra virgin olive oil and aged balsamic.'],
      ['Healthy Snack Box', 1995, 'wl ty gw', 'vg gf df', 'Twelve better-for-you snacks, from roasted chickpeas to fruit leather.'],
      ['Alcohol-Free Botanical Spirit & Tonic', 2695, 'ty wl gw', 'vg gf df nf h', 'A distilled alcohol-free botanical spirit with two light tonics.'],
      ['Sourdough Baking Kit', 2395, 'bd rt', 'vg df nf', 'A live starter, stoneground flour, a proving basket and a step-by-step guide.'],
      ['Neapolitan Pizza Making Kit', 2695, 'bd wl', 'v nf', 'Tipo 00 flour, San Marzano tomatoes, oregano and a dough scraper.'],
      ['Smoked Salmon & Soda Bread Box', 4995, 'xm an', 'nf', 'Oak-smoked Scottish salmon with Irish soda bread mix and lemon butter.'],
      ['Medjool Dates & Mint Tea Gift Box', 2195, 'ty wl', 'vg gf df nf h', 'Plump Medjool dates with a Moroccan mint tea.'],
      ['Breakfast Granola Gift Set', 1995, 'wl gw', 'vg df', 'Three granolas in glass jars: maple pecan, berry and cacao.'],
    ],
  },
  {
    type: 'wellbeing',
    ship: 'standard',
    closing: ['Made with natural ingredients and never tested on animals.', 'Presented in a recycled gift box with tissue and ribbon.', 'A small reminder to take a moment.'],
    gifts: [
      ['Lavender Sleep Gift Set', 2995, 'gw ty rt', 'vg', 'A pillow mist, bath salts and a lavender candle for a better night.'],
      ['Eucalyptus Bath Soak Trio', 1895, 'gw ty bd', 'vg', 'Three mineral bath soaks with eucalyptus, rosemary and mint.'],
      ['The Self-Care Spa Box', 4495, 'bd gw an', 'vg', 'A face mask, body scrub, bath bomb and bamboo socks for a night in.'],
      ['Natural Skincare Essentials', 3695, 'bd ty', 'vg', 'Cleanser, toner and moisturiser made in small batches in Devon.'],
      ['Silk Sleep Mask & Pillow Mist', 3295, 'gw bd an', '', 'A mulberry silk eye mask with a calming pillow mist.'],
      ['Aromatherapy Roller Trio', 1495, 'ty gw', 'vg', 'Roll-on essential oil blends for focus, calm and sleep.'],
      ["Men's Grooming Kit", 3995, 'bd rt', 'vg', 'Beard oil, face wash and moisturiser in a canvas wash bag.'],
      ['Mindfulness Journal & Tea Set', 2795, 'gw wl', '', 'A guided journal with a calming herbal tea.'],
      ['Luxury Pamper Hamper', 7995, 'bd an rt', '+hampers vg', 'A wicker hamper of spa treats, with a waffle robe and slippers.'],
      ['Hand Cream & Lip Balm Duo', 1295, 'ty xm', 'vg', 'Shea butter hand cream and a beeswax-free lip balm.'],
      ['Yoga & Stretch Starter Kit', 4995, 'wl bd', '', 'A cork yoga block, strap and a travel mat for a daily stretch.'],
      ['Hot Stone Massage Set', 3495, 'gw an', '', 'Basalt massage stones, a heating pouch and massage oil.'],
    ],
  },
  {
    type: 'home',
    ship: 'standard',
    closing: ['Designed and made in Britain.', 'Wrapped in tissue and boxed, ready to give.', 'A lasting gift for the home.'],
    gifts: [
      ['Fig & Cassis Soy Candle', 2295, 'ty bd wl', 'vg', 'A hand-poured soy candle with notes of fig leaf and blackcurrant; about 45 hours of burn time.'],
      ['Three-Wick Winter Spice Candle', 3495, 'xm ty', 'vg', 'Clove, orange and cinnamon in a large three-wick candle.'],
      ['Bergamot & Vetiver Reed Diffuser', 2795, 'wl ty', 'vg', 'A fresh, woody diffuser that scents a room for three months.'],
      ['Hand-Thrown Stoneware Mug Pair', 3295, 'an wl', '', 'Two glazed stoneware mugs, each slightly different, thrown in Stoke-on-Trent.'],
      ['Chunky Knit Throw', 5995, 'xm an rt', '', 'A soft chunky-knit throw for the sofa on colder evenings.'],
      ['Marble Serving Board', 3995, 'wl an', '', 'A white marble and acacia wood serving board for cheese and charcuterie.'],
      ['Engraved Oak Photo Frame', 2495, 'an nb', '', 'A solid oak frame for a 6 × 4 photo, engraved with a short message.'],
      ['Wax Melt Discovery Box', 1495, 'ty bd', 'vg', 'Twelve soy wax melts in six scents.'],
      ['Scented Candle & Matches Gift Set', 2695, 'bd ty', 'vg', 'A tumbler candle with a bottle of long matches.'],
      ['Copper Cocktail Shaker Set', 4495, 'bd wl', '', 'A copper shaker, jigger, strainer and muddler for home cocktails.'],
      ['Linen Napkin Set', 2895, 'an wl', '', 'Four stonewashed linen napkins in sage green.'],
      ['Rainbow Knitted Baby Blanket', 3495, 'nb', '', 'A soft cotton baby blanket knitted in rainbow stripes.'],
    ],
  },
  {
    type: 'plants',
    ship: 'large',
    closing: ['Sent with care instructions and a ceramic or recycled pot.', 'Grown in British nurseries and packed in plastic-free packaging.', 'Ships in a protective box to arrive in perfect condition.'],
    gifts: [
      ['Potted Olive Tree', 4167, 'wl rt cg', '', 'A Mediterranean olive tree about 80cm tall, happy indoors or out.'],
      ['Succulent Trio in Ceramic Pots', 2495, 'bd ty wl', '', 'Three easy-going succulents in speckled ceramic pots.'],
      ['Peace Lily with Woven Pot Cover', 3495, 'gw ty an', '', 'An elegant peace lily that purifies the air and forgives the odd missed watering.'],
      ['Mini Bonsai Tree Kit', 2995, 'rt bd', '', 'Grow a Japanese black pine bonsai from seed, with tools and a guide.'],
      ['White Orchid in Glazed Pot', 3995, 'an ty gw', '', 'A double-stemmed white Phalaenopsis orchid in a glazed pot.'],
      ['Herb Garden Window Kit', 1995, 'wl bd', '', 'Basil, parsley and chives to grow on a sunny windowsill.'],
      ['Monstera Deliciosa (Large)', 5995, 'wl cg', '', 'A statement Swiss cheese plant about a metre tall.'],
      ['Wildflower Seed Letterbox Gift', 995, 'ty fw gw', '', 'Native wildflower seeds for bees and butterflies, with a seed card.'],
      ['Glass Terrarium Kit', 3795, 'bd wl', '', 'A geometric glass terrarium with moss, pebbles and two air plants.'],
      ['Snake Plant in Concrete Pot', 2795, 'wl ty', '', 'A hardy snake plant in a hand-cast concrete pot.'],
      ['Christmas Amaryllis Bulb Gift', 2495, 'xm', '', 'A waxed amaryllis bulb that flowers without watering in time for Christmas.'],
    ],
  },
  {
    type: 'tech',
    ship: 'standard',
    closing: ['Comes with a one-year warranty.', 'USB-C throughout, cable included.', 'Boxed in minimal, plastic-free packaging.'],
    gifts: [
      ['Bamboo Wireless Charging Pad', 2495, 'wl bd', '', 'A 15W wireless charger in sustainable bamboo.'],
      ['Portable Bluetooth Speaker', 3995, 'bd cg rt', '', 'A splash-proof speaker with twelve hours of battery life.'],
      ['Noise-Cancelling Wireless Earbuds', 6995, 'bd cg', '', 'Active noise-cancelling earbuds with a wireless charging case.'],
      ['Slim Power Bank 10,000mAh', 2695, 'wl fw', '', 'A slim power bank that charges a phone about twice.'],
      ['Smart Key Tracker Twin Pack', 3495, 'wl bd', '', 'Two Bluetooth trackers for keys, bags and anything that wanders.'],
      ['LED Desk Lamp with USB-C', 4495, 'wl rt', '', 'A dimmable desk lamp with colour temperature control and a USB-C port.'],
      ['Instant Print Camera', 8995, 'bd cg', '', 'A compact instant camera with a pack of ten prints.'],
      ['Wireless Mechanical Keyboard', 7495, 'wl bd', '', 'A low-profile mechanical keyboard that pairs with three devices.'],
      ['Cable Organiser Tech Kit', 1595, 'wl ty', '', 'A travel pouch with cable ties, adapters and a USB-C hub.'],
      ['Sunrise Alarm Clock', 5495, 'gw bd rt', '', 'Wake up gradually to a simulated sunrise and birdsong.'],
      ['Smart Mug Warmer', 2995, 'wl ty', '', 'Keeps a drink at the perfect temperature all morning.'],
    ],
  },
  {
    type: 'stationery',
    ship: 'small',
    closing: ['Printed and bound in the UK on FSC-certified paper.', 'Arrives gift-wrapped in a slim letterbox box.', 'A desk upgrade that gets used every day.'],
    gifts: [
      ['A5 Linen Notebook & Brass Pen', 2495, 'wl ty', '', 'A lay-flat linen notebook with a solid brass ballpoint.'],
      ['Leather-Bound Journal', 3495, 'rt bd fw', '', 'A refillable leather journal that softens with use.'],
      ['Weekly Desk Planner', 1495, 'wl', '', 'An undated weekly planner pad for the desk.'],
      ['Fountain Pen Gift Set', 4167, 'rt cg', '', 'A lacquered fountain pen with a converter and two inks.'],
      ['Letterpress Notecard Set', 1295, 'ty', '', 'Eight letterpress notecards with envelopes, for proper thank-yous.'],
      ['Desk Plant & Notebook Bundle', 2995, 'wl', '+plants', 'A mini desk succulent with a dot-grid notebook.'],
      ['Walnut Desk Organiser', 3995, 'wl rt', '', 'A solid walnut organiser for pens, phone and notes.'],
      ['Watercolour Starter Set', 2795, 'bd rt gw', '', 'Twelve artist watercolours, two brushes and a pad of cold-pressed paper.'],
    ],
  },
];

/** Retired products: hidden from the marketplace, still visible to staff. */
const HIDDEN: [category: string, gift: TGiftSeed][] = [
  ['hampers', ['Summer Picnic Hamper', 5995, 'bd ty', 'v', 'A summer picnic for two with elderflower pressé, quiche and strawberries.']],
  ['sweet-treats', ['Easter Egg Hunt Box', 1995, 'ty', 'v', 'Twenty foil-wrapped mini eggs and clue cards for an Easter egg hunt.']],
  ['sweet-treats', ["Valentine's Rose Truffles", 2295, 'an', 'v gf', 'Rose and raspberry truffles in a heart-shaped box.']],
];

/** [brand, category, blurb, denominations (pence) or face value limits (pence)] */
type TVoucherSeed = [brand: string, category: TVoucherCategory, blurb: string, values: number[] | { lower: number; upper: number; minor_unit: number }];
const STANDARD = [1000, 2500, 5000, 10000];
export const SEED_VOUCHERS: TVoucherSeed[] = [
  ['Larder & Loaf', 'food-and-drink', 'A neighbourhood deli and bakery chain with over 80 shops across the UK.', { lower: 500, upper: 25000, minor_unit: 1 }],
  ['Brewhouse Coffee Co.', 'food-and-drink', 'Speciality coffee, pastries and lunch at 200 cafés.', [500, 1000, 2000, 5000]],
  ['Saffron Table', 'food-and-drink', 'Modern Indian dining in twelve cities.', [2500, 5000, 10000]],
  ['Pizza Republic', 'food-and-drink', 'Wood-fired pizza to eat in, take away or delivered.', { lower: 500, upper: 10000, minor_unit: 100 }],
  ['Threadline', 'fashion', 'Everyday wardrobe basics made from organic cotton.', { lower: 1000, upper: 50000, minor_unit: 1 }],
  ['Northfield Outfitters', 'fashion', 'Outdoor clothing and footwear for walks, hikes and commutes.', STANDARD],
  ['Velvet & Vine', 'fashion', 'Womenswear and accessories from independent designers.', [2500, 5000, 10000, 20000]],
  ['Stride Sneakers', 'fashion', 'Trainers and streetwear from the big names and new labels.', { lower: 1000, upper: 30000, minor_unit: 1 }],
  ['Wanderlust Stays', 'travel-and-leisure', 'Boutique hotels and cottages across the UK and Europe.', { lower: 2500, upper: 50000, minor_unit: 100 }],
  ['Railway Escapes', 'travel-and-leisure', 'Train tickets and rail holidays across Britain.', STANDARD],
  ['Skyline Experiences', 'travel-and-leisure', 'Hot air balloon rides, driving days, cookery classes and more.', [2500, 5000, 10000, 25000]],
  ['Coastline Spa Days', 'travel-and-leisure', 'Spa days and breaks at 150 spas by the sea and in the country.', { lower: 2000, upper: 40000, minor_unit: 1 }],
  ['Homestead Living', 'home', 'Furniture, lighting and homeware for every room.', { lower: 1000, upper: 50000, minor_unit: 1 }],
  ['Nest & Nook', 'home', 'Bedding, towels and soft furnishings.', STANDARD],
  ['Greenhouse Garden Centres', 'home', 'Plants, tools and garden furniture at 60 garden centres.', [1000, 2000, 5000]],
  ['Kitchen Atelier', 'home', 'Cookware, knives and kitchen gadgets for keen cooks.', { lower: 1000, upper: 25000, minor_unit: 1 }],
  ['Chapter & Verse', 'books', 'An independent bookshop group with 40 shops and an online store.', { lower: 500, upper: 20000, minor_unit: 1 }],
  ['Inkwell Books', 'books', 'New releases, classics and children’s books, delivered free.', [1000, 1500, 2500, 5000]],
  ['Pageturner Audio', 'books', 'Audiobook credits for over 500,000 titles.', [1000, 2000, 5000]],
  ['Voltbox', 'electronics', 'Laptops, phones, TVs and smart home gadgets.', { lower: 2500, upper: 50000, minor_unit: 1 }],
  ['Pixel Point', 'electronics', 'Cameras, lenses and photography accessories.', [2500, 5000, 10000, 25000]],
  ['Soundwave Audio', 'electronics', 'Headphones, speakers and hi-fi.', STANDARD],
  ['Gadget Forge', 'electronics', 'Clever gadgets, gaming accessories and tech gifts.', { lower: 1000, upper: 20000, minor_unit: 1 }],
  ['Vinyl Vault', 'music', 'Records old and new, turntables and accessories.', { lower: 1000, upper: 15000, minor_unit: 1 }],
  ['Encore Tickets', 'music', 'Gig, festival and concert tickets across the UK.', [2500, 5000, 10000]],
  ['StreamTune Premium', 'music', 'Ad-free music streaming, offline listening and podcasts.', [1000, 3000, 6000]],
  ['Riff & Reed Music Shop', 'music', 'Instruments, sheet music and lessons.', { lower: 1000, upper: 50000, minor_unit: 1 }],
  ['Reelhouse Cinemas', 'tv-and-movies', 'Cinema tickets and snacks at 90 cinemas.', [1000, 2000, 5000]],
  ['Screenstream', 'tv-and-movies', 'Films and box sets to stream or download.', [1500, 3000, 6000]],
  ['Popcorn Plus', 'tv-and-movies', 'Film rentals and new releases on demand.', { lower: 500, upper: 10000, minor_unit: 1 }],
  ['Boxset Club', 'tv-and-movies', 'A TV streaming membership with 3,000 series.', [999, 1999, 5999]],
];

/** A small seeded PRNG (mulberry32): the same name always gives the same stock and wording. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const slugOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const listText = (xs: string[]) => (xs.length <= 1 ? xs.join('') : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`);

function stockFor(rand: () => number) {
  const r = rand();
  if (r < 0.05) return 0;
  if (r < 0.13) return 1 + Math.floor(rand() * 2);
  return 8 + Math.floor(rand() * 240);
}

export type TSeedProduct = {
  product: typeof products.$inferInsert;
  termSlugs: { taxonomy: TTaxonomy; slug: string }[];
};

/** The physical gifts and eGift brands as rows (no ids yet), in display order. */
export function catalogueSeedRows(): TSeedProduct[] {
  const physical: { cat: TCategory; gift: TGiftSeed; hidden: boolean; order: number }[] = [];
  // Interleave the categories so the first page of the grid shows a bit of everything.
  CATEGORIES.forEach((cat, c) => cat.gifts.forEach((gift, i) => physical.push({ cat, gift, hidden: false, order: i * CATEGORIES.length + c })));
  HIDDEN.forEach(([type, gift], i) => physical.push({ cat: CATEGORIES.find((c) => c.type === type)!, gift, hidden: true, order: 10_000 + i }));
  physical.sort((a, b) => a.order - b.order);

  const out: TSeedProduct[] = physical.map(({ cat, gift: [name, exVat, occasions, tags, blurb, inside], hidden }, i) => {
    const rand = prng(hash32(name));
    const slug = slugOf(name);
    const tagList = tags.split(' ').filter(Boolean);
    const types = [cat.type, ...tagList.filter((t) => t.startsWith('+')).map((t) => t.slice(1))];
    const diets = tagList.filter((t) => !t.startsWith('+')).map((t) => DIET[t]!);
    // Food that is vegan is vegetarian too, so the vegetarian filter finds it.
    if (EDIBLE.has(cat.type) && diets.includes('vegan') && !diets.includes('vegetarian')) diets.splice(diets.indexOf('vegan') + 1, 0, 'vegetarian');
    const occ = occasions.split(' ').map((o) => OCCASION[o]!);
    const closing = cat.closing[Math.floor(rand() * cat.closing.length)]!;
    const paragraphs = [blurb, inside ? `Inside: ${inside}.` : null, diets.length ? `Good to know: ${listText(diets.map((d) => DIET_TEXT[d]!))}.` : null, closing].filter(Boolean) as string[];
    const ship = SHIPPING[cat.ship];
    const pp = PICK_PACK[cat.ship];
    const kind: TIllustration = illustrationFor({ type: 'physical', name, typeSlugs: types });
    return {
      product: {
        slug,
        name,
        description: paragraphs.map((p) => `<p>${esc(p)}</p>`).join(''),
        imagePath: generatedImagePath(kind, slug, name),
        type: 'physical' as const,
        status: hidden ? ('hidden' as const) : ('active' as const),
        stock: stockFor(rand),
        priceExVat: exVat,
        price: incVat(exVat),
        ppEvCost: pp,
        ppIvCost: incVat(pp),
        shippingCosts: [{ countries: ['GB'], shipping_ev_cost: ship, shipping_iv_cost: incVat(ship) }],
        position: (i + 1) * 10,
      },
      termSlugs: [
        ...types.map((slug) => ({ taxonomy: 'marketplace-product-type' as const, slug })),
        ...occ.map((slug) => ({ taxonomy: 'marketplace-product-occasion' as const, slug })),
        ...diets.map((slug) => ({ taxonomy: 'marketplace-product-diet' as const, slug })),
      ],
    };
  });

  SEED_VOUCHERS.forEach(([brand, category, blurb, values], i) => {
    const slug = slugOf(brand);
    const name = `${brand} eGift Card`;
    const fixed = Array.isArray(values);
    const pounds = (p: number) => `£${(p / 100).toFixed(p % 100 ? 2 : 0)}`;
    const choice = fixed
      ? `Choose from ${listText(values.map(pounds))}.`
      : `Choose any value from ${pounds(values.lower)} to ${pounds(values.upper)}${values.minor_unit >= 100 ? ` in steps of ${pounds(values.minor_unit)}` : ''}.`;
    out.push({
      product: {
        slug,
        name,
        description: [blurb, choice, 'Sent by e-mail with a code and a link to redeem online; valid for 12 months.'].map((p) => `<p>${esc(p)}</p>`).join(''),
        imagePath: generatedImagePath('voucher', slug, name),
        type: 'voucher',
        status: 'active',
        stock: null,
        brandName: brand,
        category,
        denominations: fixed ? values : [],
        faceValueLimits: fixed ? null : values,
        position: (i + 1) * 10,
      },
      termSlugs: [],
    });
  });
  return out;
}

/** Seeds terms and products into an empty catalogue in three batch inserts; does nothing if products exist. */
export async function seedCatalogue(db: Db) {
  const [existing] = await db.select({ n: count() }).from(products);
  if (Number(existing?.n ?? 0) > 0) return;
  await db.transaction(async (tx) => {
    await tx
      .insert(terms)
      .values(
        (Object.entries(SEED_TERMS) as [TTaxonomy, TTermSeed[]][]).flatMap(([taxonomy, list]) =>
          list.map(([slug, name, icon], i) => ({ taxonomy, slug, name, icon: icon ?? null, position: (i + 1) * 10 })),
        ),
      )
      .onConflictDoNothing();
    const termRows = await tx.select().from(terms);
    const termId = new Map(termRows.map((t) => [`${t.taxonomy}/${t.slug}`, t.id]));
    const rows = catalogueSeedRows();
    const inserted = await tx
      .insert(products)
      .values(rows.map((r) => r.product))
      .returning({ id: products.id, slug: products.slug });
    const idBySlug = new Map(inserted.map((p) => [p.slug, p.id]));
    const links = rows.flatMap((r) =>
      r.termSlugs.map((t) => {
        const id = termId.get(`${t.taxonomy}/${t.slug}`);
        if (!id) throw new Error(`seed: unknown term ${t.taxonomy}/${t.slug}`);
        return { productId: idBySlug.get(r.product.slug)!, termId: id };
      }),
    );
    if (links.length) await tx.insert(productTerms).values(links);
  });
}
