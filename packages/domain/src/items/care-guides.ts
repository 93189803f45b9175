// The care guide of each product type (decision 065): the text the item page shows under the
// piece. These are the defaults the reference seed writes once; admins may then edit them.

/** The longest care guide an admin may save. */
export const CARE_GUIDE_MAX = 2000;

const CONDITION =
  "Condition the leather two or three times a year with a neutral leather balm: a thin coat, left overnight, then buffed with a soft cloth.";
const WET =
  "If it gets wet, blot it dry and let it dry slowly at room temperature, away from heaters and direct sun.";
const REPAIR =
  "Stitching, edges and hardware are covered for life: send it to us rather than gluing or restitching it yourself.";

/** Default care guides by product type name (the 12 catalogue types and Custom). */
export const CARE_GUIDE_DEFAULTS: Readonly<Record<string, string>> = {
  "Classic Belt": `Unbuckle your belt at night and hang it by the buckle or roll it loosely, so the leather rests flat. Rotate between holes now and then so one hole does not stretch. ${CONDITION} ${WET} ${REPAIR}`,
  "Bifold Wallet": `Keep it to the cards and notes it was made for: an overfilled wallet stretches for good. Avoid the back pocket, which bends it and wears the corners. ${CONDITION} ${REPAIR}`,
  "Card Holder": `Carry four to six cards: more strains the stitching of the slots. Keep it out of a back pocket. Wipe it with a dry cloth; condition it once or twice a year with a neutral balm. ${REPAIR}`,
  "Watch Strap": `Take the strap off before swimming, showering or the gym: sweat and water are what age a strap fastest. Let it air after a hot day, and wear it a hole looser in summer. Condition it lightly twice a year. ${REPAIR}`,
  "Messenger Bag": `Empty it and stuff it loosely with paper when it is stored, so it keeps its shape; store it in its cotton bag, never in plastic. Do not overload the strap. ${CONDITION} ${WET} ${REPAIR}`,
  "Weekender Duffel": `Pack it, do not cram it: pressure on the zip and handles is what wears a duffel. Store it stuffed with paper in its cotton bag. Wipe off road dust after travelling. ${CONDITION} ${WET} ${REPAIR}`,
  "Tote Bag": `Spread the weight: heavy, sharp-edged things stretch the base and scratch the lining. Store it upright and stuffed with paper. ${CONDITION} ${WET} ${REPAIR}`,
  Backpack: `Loosen the straps when you store it and keep it stuffed with paper so the panels stay smooth. Rain marks fade as the leather dries slowly; never use a hair dryer. ${CONDITION} ${REPAIR}`,
  "Notebook Cover": `Keep pens in the pen loop, not loose against the leather. Replace the notebook before it is overfull, which stretches the cover's spine. Wipe with a dry cloth; condition once a year. ${REPAIR}`,
  "Key Holder": `Keys scratch: a scuff can be rubbed out with your thumb and a little balm. Keep it apart from your phone screen. Condition it once or twice a year. ${REPAIR}`,
  "Passport Cover": `Slide the passport in and out gently along the spine. Keep it out of checked luggage and away from heat. Wipe with a dry cloth; condition it once a year. ${REPAIR}`,
  "Dog Collar": `Take the collar off for swimming and bath time. Rinse off mud with a damp cloth and let it dry slowly, then condition it so it stays supple. Check the buckle and ring every few months, and send it to us at the first sign of wear. ${REPAIR}`,
  Custom: `Your piece was made to order, so ask us if anything about it is unusual. ${CONDITION} ${WET} Store it away from direct sun in a breathable cotton bag. ${REPAIR}`,
};
