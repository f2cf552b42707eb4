import { normalize, own } from "#app/platform/text.ts";

export type Brand = { readonly name: string; readonly models: readonly string[] };

/** The 33 brands of SPEC §3 with their current models on the Canadian market. */
export const brands: readonly Brand[] = [
  { name: "Acura", models: ["Integra", "TLX", "RDX", "MDX", "ZDX", "ADX"] },
  { name: "Alfa Romeo", models: ["Giulia", "Stelvio", "Tonale"] },
  { name: "Audi", models: ["A3", "A4", "A5", "A6", "A8", "Q3", "Q4 e-tron", "Q5", "Q6 e-tron", "Q7", "Q8", "e-tron GT", "RS 6"] },
  {
    name: "BMW",
    models: ["Série 2", "Série 3", "Série 4", "Série 5", "Série 7", "X1", "X2", "X3", "X5", "X6", "X7", "i4", "i5", "i7", "iX", "Z4", "M3"],
  },
  { name: "Buick", models: ["Envista", "Encore GX", "Envision", "Enclave"] },
  { name: "Cadillac", models: ["CT4", "CT5", "XT4", "XT5", "XT6", "Lyriq", "Optiq", "Escalade"] },
  {
    name: "Chevrolet",
    models: [
      "Trax",
      "Trailblazer",
      "Equinox",
      "Equinox EV",
      "Blazer",
      "Blazer EV",
      "Traverse",
      "Tahoe",
      "Suburban",
      "Colorado",
      "Silverado 1500",
      "Silverado 2500HD",
      "Silverado EV",
      "Malibu",
      "Corvette",
    ],
  },
  { name: "Chrysler", models: ["Pacifica", "Grand Caravan"] },
  { name: "Dodge", models: ["Hornet", "Durango", "Charger"] },
  { name: "FIAT", models: ["500e"] },
  {
    name: "Ford",
    models: [
      "Maverick",
      "Ranger",
      "F-150",
      "F-150 Lightning",
      "Super Duty",
      "Bronco Sport",
      "Bronco",
      "Escape",
      "Edge",
      "Explorer",
      "Expedition",
      "Mustang",
      "Mustang Mach-E",
      "Transit",
    ],
  },
  { name: "Genesis", models: ["G70", "G80", "G90", "GV60", "GV70", "GV80"] },
  { name: "GMC", models: ["Terrain", "Acadia", "Yukon", "Canyon", "Sierra 1500", "Sierra 2500HD", "Sierra EV", "Hummer EV"] },
  { name: "Honda", models: ["Civic", "Accord", "HR-V", "CR-V", "Passport", "Pilot", "Odyssey", "Ridgeline", "Prologue"] },
  { name: "Hyundai", models: ["Venue", "Kona", "Elantra", "Sonata", "Tucson", "Santa Fe", "Palisade", "Ioniq 5", "Ioniq 6", "Santa Cruz"] },
  { name: "INFINITI", models: ["QX50", "QX55", "QX60", "QX80"] },
  { name: "Jaguar", models: ["F-Pace", "E-Pace", "I-Pace"] },
  {
    name: "Jeep",
    models: ["Compass", "Cherokee", "Wrangler", "Grand Cherokee", "Grand Cherokee L", "Gladiator", "Wagoneer", "Grand Wagoneer"],
  },
  { name: "Kia", models: ["Forte", "K4", "K5", "Seltos", "Soul", "Sportage", "Sorento", "Telluride", "Carnival", "Niro", "EV6", "EV9"] },
  {
    name: "Land Rover",
    models: ["Defender", "Discovery", "Discovery Sport", "Range Rover", "Range Rover Sport", "Range Rover Velar", "Range Rover Evoque"],
  },
  { name: "Lexus", models: ["IS", "ES", "LS", "UX", "NX", "RX", "RZ", "TX", "GX", "LX"] },
  { name: "Lincoln", models: ["Corsair", "Nautilus", "Aviator", "Navigator"] },
  { name: "Mazda", models: ["Mazda3", "CX-30", "CX-5", "CX-50", "CX-70", "CX-90", "MX-5"] },
  {
    name: "Mercedes-Benz",
    models: [
      "Classe A",
      "Classe C",
      "Classe E",
      "Classe S",
      "CLA",
      "GLA",
      "GLB",
      "GLC",
      "GLE",
      "GLS",
      "Classe G",
      "EQB",
      "EQE",
      "EQS",
      "Sprinter",
    ],
  },
  { name: "MINI", models: ["Cooper", "Cooper S", "Countryman", "Cooper E"] },
  { name: "Mitsubishi", models: ["Mirage", "RVR", "Eclipse Cross", "Outlander", "Outlander PHEV"] },
  {
    name: "Nissan",
    models: ["Versa", "Sentra", "Altima", "Kicks", "Rogue", "Murano", "Pathfinder", "Armada", "Frontier", "Leaf", "Ariya", "Z"],
  },
  { name: "Porsche", models: ["911", "718", "Taycan", "Panamera", "Macan", "Cayenne"] },
  { name: "Ram", models: ["1500", "2500", "3500", "ProMaster"] },
  { name: "Subaru", models: ["Impreza", "Crosstrek", "Forester", "Outback", "Ascent", "WRX", "BRZ", "Solterra"] },
  {
    name: "Toyota",
    models: [
      "Corolla",
      "Corolla Cross",
      "Camry",
      "Prius",
      "Crown",
      "GR86",
      "C-HR",
      "RAV4",
      "RAV4 Prime",
      "Highlander",
      "Grand Highlander",
      "4Runner",
      "Sequoia",
      "Sienna",
      "Tacoma",
      "Tundra",
      "bZ4X",
    ],
  },
  { name: "Volkswagen", models: ["Jetta", "Golf GTI", "Golf R", "Taos", "Tiguan", "Atlas", "Atlas Cross Sport", "ID.4"] },
  { name: "Volvo", models: ["S60", "S90", "V60", "V90", "XC40", "XC60", "XC90", "EX30", "EX90"] },
];

/**
 * Official trims (brand → model → trims): the models SPEC §3 names, and the most sold models in
 * Quebec whose fallback list was wrong for them (decision 048) — the Canadian trim names of the
 * recent model years (2023–2026), so a buyer of a new or a recent used vehicle finds theirs.
 */
const officialTrims: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>> = {
  chevrolet: {
    "silverado 1500": ["WT", "Custom", "Custom Trail Boss", "LT", "RST", "LT Trail Boss", "LTZ", "ZR2", "High Country"],
    equinox: ["LS", "LT", "RS", "Activ"],
  },
  ford: {
    "f-150": ["XL", "STX", "XLT", "Lariat", "King Ranch", "Platinum", "Tremor", "Limited", "Raptor"],
    escape: ["Active", "ST-Line", "ST-Line Select", "ST-Line Elite", "Platinum"],
    explorer: ["Active", "ST-Line", "Platinum", "ST", "Tremor"],
  },
  honda: {
    civic: ["LX", "Sport", "EX", "Sport Touring", "Si", "Type R", "Sport Hybrid", "Sport Touring Hybrid"],
    accord: ["EX", "Sport", "Sport-L", "Touring"],
    "cr-v": ["LX", "Sport", "EX-L", "Sport-B", "Sport-L", "Touring", "TrailSport"],
    "hr-v": ["LX", "Sport", "EX-L Navi"],
    pilot: ["Sport", "EX-L", "TrailSport", "Touring", "Black Edition"],
  },
  hyundai: {
    tucson: [
      "Essential",
      "Preferred",
      "Trend",
      "N Line",
      "Ultimate",
      "Hybrid Preferred",
      "Hybrid Trend",
      "Hybrid Ultimate",
      "PHEV Ultimate",
    ],
    elantra: ["Essential", "Preferred", "Luxury", "N Line", "N Line Ultimate", "N", "Hybrid Luxury"],
    kona: ["Essential", "Preferred", "Trend", "N Line", "N Line Ultimate", "Electric Preferred", "Electric Ultimate"],
    "santa fe": [
      "Preferred",
      "Trend",
      "Luxury",
      "XRT",
      "Ultimate Calligraphy",
      "Hybrid Preferred",
      "Hybrid Luxury",
      "Hybrid Ultimate Calligraphy",
    ],
  },
  jeep: {
    wrangler: ["Sport", "Sport S", "Willys", "Sahara", "Rubicon", "Rubicon X", "4xe"],
    "grand cherokee": ["Laredo", "Altitude", "Limited", "Overland", "Summit", "Trailhawk 4xe"],
  },
  kia: {
    seltos: ["LX", "EX", "EX Premium", "SX"],
    sportage: [
      "LX",
      "EX",
      "EX Premium",
      "X-Line",
      "X-Line Limited",
      "Hybrid EX",
      "Hybrid EX Premium",
      "Hybrid SX",
      "PHEV EX Premium",
      "PHEV SX",
    ],
    sorento: ["LX", "LX+", "EX", "EX+", "X-Line", "X-Line Limited", "SX", "Hybrid EX", "Hybrid SX", "PHEV EX", "PHEV SX"],
  },
  mazda: {
    mazda3: ["GX", "GS", "GT", "GT Turbo", "Suna"],
    "cx-30": ["GX", "GS", "GT", "GT Turbo"],
    "cx-5": ["GX", "GS", "Kuro", "GT", "Sport Design", "Suna", "Signature"],
    "cx-50": ["GS-L", "GT", "GT Turbo", "Meridian Edition", "Hybrid GS-L", "Hybrid Kuro", "Hybrid GT"],
  },
  nissan: {
    rogue: ["S", "SV", "SL", "Platinum"],
    altima: ["S", "SV", "SR", "SL", "Platinum"],
  },
  subaru: {
    outback: ["Convenience", "Touring", "Limited", "Premier", "Wilderness"],
    forester: ["Base", "Convenience", "Touring", "Sport", "Limited", "Premier", "Wilderness"],
  },
  toyota: {
    camry: ["LE", "SE", "XSE", "XLE"],
    corolla: ["L", "LE", "SE", "XSE", "GR", "Hybrid LE", "Hybrid SE"],
    "corolla cross": ["L", "LE", "XLE", "Hybrid S", "Hybrid SE", "Hybrid XSE"],
    rav4: ["LE", "XLE", "Trail", "Limited", "Hybrid LE", "Hybrid XLE", "Hybrid Woodland", "Hybrid XSE", "Hybrid Limited"],
    highlander: ["LE", "XLE", "Limited", "Platinum", "Hybrid XLE", "Hybrid Limited", "Hybrid Platinum"],
  },
};

const luxuryBrands = new Set(["bmw", "mercedes-benz", "audi", "lexus", "infiniti", "cadillac", "lincoln", "genesis"]);

export const fallbackTrims = {
  luxury: ["Base", "Premium", "Luxury", "Sport", "Ultimate"],
  pickup: ["Regular Cab", "Extended Cab", "Crew Cab", "Work Truck", "LT", "LTZ", "High Country"],
  suv: ["Base", "S", "SE", "SEL", "Limited", "Premium"],
  other: ["Base", "S", "SE", "SEL", "SL", "Limited", "Premium"],
} as const;

/** A brand by its name, ignoring case and accents ("mercedes" and "chevy" included). */
export function findBrand(name: string): Brand | undefined {
  const n = normalize(name);
  if (!n) return undefined;
  const alias = own(brandAliases, n);
  return brands.find((b) => normalize(b.name) === (alias ?? n));
}

/** Everyday names buyers type for a brand. */
const brandAliases: Readonly<Record<string, string>> = {
  mercedes: "mercedes-benz",
  "mercedes benz": "mercedes-benz",
  benz: "mercedes-benz",
  chevy: "chevrolet",
  vw: "volkswagen",
  infinity: "infiniti",
  fiat: "fiat",
  "land-rover": "land rover",
  alfa: "alfa romeo",
  "alfa-romeo": "alfa romeo",
};

/** A model of the brand by its name, ignoring case, accents, spaces and hyphens. */
export function findModel(brandName: string, name: string): string | undefined {
  const brand = findBrand(brandName);
  if (!brand) return undefined;
  const key = compact(name);
  if (!key) return undefined;
  return brand.models.find((m) => compact(m) === key);
}

/** Official trims when the spec lists them, else the spec's fallback suggestions. */
export function trimsFor(brandName: string, modelName: string): readonly string[] {
  const b = normalize(brandName);
  const m = normalize(modelName);
  const byModel = own(officialTrims, b);
  const official = byModel && own(byModel, m);
  if (official) return official;
  if (luxuryBrands.has(b)) return fallbackTrims.luxury;
  // SPEC §3 looks for "ram" in the model's name; Ram's pickups are named by number (1500, 2500, 3500).
  if (["f-150", "silverado", "ram", "sierra"].some((k) => m.includes(k)) || (b === "ram" && /^\d{4}$/.test(m))) return fallbackTrims.pickup;
  if (["suv", "cx-", "cr-v", "rav4"].some((k) => m.includes(k))) return fallbackTrims.suv;
  return fallbackTrims.other;
}

/** Every official trim of the make's models (decision 068: a trim typed after a model the catalogue lists only with the fallback trims). */
export function makeTrims(brandName: string): readonly string[] {
  const byModel = own(officialTrims, normalize(brandName));
  return byModel ? [...new Set(Object.values(byModel).flat())] : [];
}

function compact(text: string): string {
  return normalize(text).replace(/[\s-]+/g, "");
}
