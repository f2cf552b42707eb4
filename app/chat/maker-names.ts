import { normalize, own } from "#app/platform/text.ts";
import { fallbackTrims, makeTrims, trimsFor } from "#app/questionnaire/catalogue.ts";

/**
 * The makers' own trim names for the most sold models the catalogue lists with the spec's fallback suggestions
 * only (decision 076): the Canadian trims of the recent model years (2023–2026). The chat reader reads a trim among
 * the words around it, at any question, only when it knows the model's trims; "GMC Sierra 1500 AT4", "Tacoma TRD
 * Off-Road", "Crosstrek Onyx" and "K5 GT-Line" were read as nothing. A lexicon of the design kept on the server (the
 * reader runs there): the form's trim choices (the catalogue) and the pages' JavaScript are unchanged.
 */
const MAKER_TRIMS: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>> = {
  chevrolet: {
    bolt: ["LT", "Premier"],
    "bolt euv": ["LT", "Premier", "Redline Edition"],
    trax: ["LS", "1RS", "LT", "2RS", "Activ"],
    trailblazer: ["LS", "LT", "Activ", "RS"],
    blazer: ["LT", "RS", "Premier"],
    traverse: ["LT", "Z71", "RS", "High Country"],
    tahoe: ["LS", "LT", "RST", "Z71", "Premier", "High Country"],
    colorado: ["WT", "LT", "Trail Boss", "Z71", "ZR2"],
    "silverado 2500hd": ["WT", "Custom", "LT", "RST", "LTZ", "ZR2", "High Country"],
    malibu: ["LS", "RS", "LT"],
  },
  ford: {
    maverick: ["XL", "XLT", "Lariat", "Tremor"],
    ranger: ["XL", "XLT", "Lariat", "Raptor"],
    "super duty": ["XL", "XLT", "Lariat", "King Ranch", "Platinum", "Limited", "Tremor"],
    "f-150 lightning": ["Pro", "XLT", "Flash", "Lariat", "Platinum"],
    bronco: ["Big Bend", "Black Diamond", "Outer Banks", "Badlands", "Wildtrak", "Everglades", "Raptor"],
    "bronco sport": ["Big Bend", "Heritage", "Outer Banks", "Badlands"],
    expedition: ["XLT", "Limited", "King Ranch", "Platinum", "Timberline"],
  },
  gmc: {
    terrain: ["SLE", "Elevation", "SLT", "AT4", "Denali"],
    acadia: ["Elevation", "AT4", "Denali"],
    yukon: ["SLE", "SLT", "AT4", "Denali", "Denali Ultimate"],
    canyon: ["Elevation", "AT4", "Denali", "AT4X"],
    "sierra 1500": ["Pro", "SLE", "Elevation", "SLT", "AT4", "AT4X", "Denali", "Denali Ultimate"],
    "sierra 2500hd": ["Pro", "SLE", "SLT", "AT4", "AT4X", "Denali", "Denali Ultimate"],
  },
  honda: {
    odyssey: ["EX", "EX-RES", "Touring", "Black Edition"],
    passport: ["EX-L", "TrailSport", "Touring"],
    ridgeline: ["Sport", "EX-L", "TrailSport", "Touring", "Black Edition"],
  },
  hyundai: {
    venue: ["Essential", "Preferred", "Trend", "Ultimate"],
    sonata: ["Preferred", "Luxury", "Ultimate", "N Line"],
    palisade: ["Preferred", "Luxury", "Urban", "Ultimate Calligraphy"],
    "santa cruz": ["Preferred", "Trend", "Ultimate", "XRT"],
    "ioniq 5": ["Preferred", "Ultimate", "N Line", "XRT"],
  },
  jeep: {
    compass: ["Sport", "North", "Altitude", "Limited", "Trailhawk"],
    gladiator: ["Sport", "Sport S", "Willys", "Mojave", "Rubicon"],
  },
  kia: {
    forte: ["LX", "EX", "GT-Line", "GT"],
    k4: ["LX", "EX", "GT-Line"],
    k5: ["EX", "GT-Line", "GT"],
    soul: ["LX", "EX", "EX+", "GT-Line"],
    telluride: ["EX", "SX", "X-Line", "X-Pro", "SX Limited"],
    carnival: ["LX", "EX", "SX", "SX Limited"],
    niro: ["EX", "EX Premium", "SX", "SX Touring"],
  },
  mazda: {
    "cx-70": ["GS-L", "GT", "GT-P", "Signature"],
    "cx-90": ["GS", "GS-L", "GT", "GT-P", "Signature"],
    "mx-5": ["GS", "GS-P", "GT"],
  },
  nissan: {
    versa: ["S", "SV", "SR"],
    sentra: ["S", "SV", "SR"],
    kicks: ["S", "SV", "SR"],
    murano: ["SV", "SL", "Platinum"],
    pathfinder: ["S", "SV", "SL", "Rock Creek", "Platinum"],
    frontier: ["S", "SV", "PRO-4X", "SL"],
    leaf: ["S", "SV", "SV Plus"],
  },
  ram: {
    "1500 classic": ["Tradesman", "Express", "Warlock", "SLT"],
    "1500": ["Tradesman", "Big Horn", "Sport", "Warlock", "Rebel", "Laramie", "Limited", "Longhorn", "Tungsten", "TRX"],
    "2500": ["Tradesman", "Big Horn", "Rebel", "Power Wagon", "Laramie", "Limited", "Longhorn"],
    "3500": ["Tradesman", "Big Horn", "Laramie", "Limited", "Longhorn"],
  },
  subaru: {
    impreza: ["Convenience", "Sport", "RS"],
    crosstrek: ["Convenience", "Touring", "Sport", "Onyx", "Limited", "Wilderness"],
    ascent: ["Convenience", "Touring", "Onyx", "Limited", "Premier"],
  },
  toyota: {
    sienna: ["LE", "XLE", "XSE", "Woodland", "Limited", "Platinum"],
    "grand highlander": ["XLE", "Limited", "Platinum"],
    tacoma: ["SR5", "TRD Sport", "TRD Off-Road", "Limited", "TRD Pro", "Trailhunter"],
    tundra: ["SR", "SR5", "Limited", "Platinum", "1794 Edition", "TRD Pro", "Capstone"],
    "4runner": ["SR5", "TRD Sport", "TRD Off-Road", "Limited", "TRD Pro", "Trailhunter", "Platinum"],
    sequoia: ["SR5", "Limited", "Platinum", "TRD Pro", "Capstone"],
  },
  volkswagen: {
    jetta: ["Comfortline", "Highline", "GLI"],
    taos: ["Trendline", "Comfortline", "Highline"],
    tiguan: ["Trendline", "Comfortline", "Highline"],
    atlas: ["Comfortline", "Highline", "Execline", "Peak Edition"],
  },
};

/** The model's trims as the chat reads them: the catalogue's official ones, else the maker's names above, else the fallback. */
export function chatTrimsFor(brandName: string, modelName: string): readonly string[] {
  const listed = trimsFor(brandName, modelName);
  if (!isFallback(listed)) return listed;
  const byModel = own(MAKER_TRIMS, normalize(brandName));
  return (byModel && own(byModel, normalize(modelName))) ?? listed;
}

/** Every trim name the chat knows for the make's models (the catalogue's official ones and the maker's names above). */
export function chatMakeTrims(brandName: string): readonly string[] {
  const byModel = own(MAKER_TRIMS, normalize(brandName));
  return [...new Set([...makeTrims(brandName), ...(byModel ? Object.values(byModel).flat() : [])])];
}

/** The spec's fallback suggestions (no trim of the model's own). */
export function isFallback(trims: readonly string[]): boolean {
  return Object.values(fallbackTrims).includes(trims as never);
}

/**
 * Models the catalogue no longer lists (it carries the current Canadian market) that buyers of a used vehicle name
 * (decision 076): read as models of their make; the form, which lists the catalogue, is unchanged. A name that is a
 * word of the language ("Bolt", "Fit", "Journey") is read only written as a model (understand.ts, BLOCKED_GLOBAL_MODELS).
 */
const FORMER_MODELS: Readonly<Record<string, readonly string[]>> = {
  chevrolet: ["Bolt", "Bolt EUV", "Cruze", "Spark", "Sonic", "Volt", "Impala", "Camaro"],
  chrysler: ["200", "300"],
  dodge: ["Journey", "Grand Caravan", "Challenger", "Dart"],
  ford: ["Fusion", "Focus", "Fiesta", "Taurus", "Flex", "EcoSport"],
  honda: ["Fit", "Insight"],
  hyundai: ["Accent", "Veloster", "Ioniq"],
  jeep: ["Renegade", "Patriot"],
  kia: ["Rio", "Optima", "Stinger"],
  mazda: ["Mazda2", "Mazda5", "Mazda6", "CX-3", "CX-9"],
  mitsubishi: ["Lancer"],
  // The previous generation sold beside the new one until 2024.
  ram: ["1500 Classic"],
  nissan: ["Micra", "Juke", "Qashqai", "Maxima", "Titan"],
  subaru: ["Legacy"],
  toyota: ["Matrix", "Yaris", "Venza", "Avalon"],
  volkswagen: ["Golf", "Passat", "Beetle", "Touareg"],
};

/** The make's models as the chat reads them: the catalogue's, then the former ones above. */
export function chatModelsOf(models: readonly string[], brandName: string): readonly string[] {
  const former = own(FORMER_MODELS, normalize(brandName)) ?? [];
  return former.length ? [...models, ...former.filter((m) => !models.some((c) => normalize(c) === normalize(m)))] : models;
}
