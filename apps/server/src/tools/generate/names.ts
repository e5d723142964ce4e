import type { Rng } from './random.js';

/** A name written in Devanagari (Marathi) and in the Latin spelling the police use. */
export type Pair = readonly [mr: string, en: string];

const FIRST: Pair[] = [
  ['राहुल', 'Rahul'],
  ['सचिन', 'Sachin'],
  ['अमोल', 'Amol'],
  ['संदीप', 'Sandeep'],
  ['विशाल', 'Vishal'],
  ['गणेश', 'Ganesh'],
  ['महेश', 'Mahesh'],
  ['सुनील', 'Sunil'],
  ['प्रशांत', 'Prashant'],
  ['अजय', 'Ajay'],
  ['विजय', 'Vijay'],
  ['रमेश', 'Ramesh'],
  ['सुरेश', 'Suresh'],
  ['दत्ता', 'Datta'],
  ['नितीन', 'Nitin'],
  ['योगेश', 'Yogesh'],
  ['अक्षय', 'Akshay'],
  ['किरण', 'Kiran'],
  ['सागर', 'Sagar'],
  ['स्वप्नील', 'Swapnil'],
  ['मंगेश', 'Mangesh'],
  ['दीपक', 'Deepak'],
  ['आकाश', 'Akash'],
  ['रोहित', 'Rohit'],
  ['शुभम', 'Shubham'],
  ['अनिल', 'Anil'],
  ['संतोष', 'Santosh'],
  ['बाळू', 'Balu'],
  ['शंकर', 'Shankar'],
  ['इम्रान', 'Imran'],
  ['सलीम', 'Salim'],
  ['अरबाज', 'Arbaz'],
  ['जॉन', 'John'],
  ['पूजा', 'Pooja'],
  ['सुनीता', 'Sunita'],
  ['रेखा', 'Rekha'],
];

const LAST: Pair[] = [
  ['पाटील', 'Patil'],
  ['जाधव', 'Jadhav'],
  ['शिंदे', 'Shinde'],
  ['पवार', 'Pawar'],
  ['कांबळे', 'Kamble'],
  ['गायकवाड', 'Gaikwad'],
  ['चव्हाण', 'Chavan'],
  ['देशमुख', 'Deshmukh'],
  ['कुलकर्णी', 'Kulkarni'],
  ['जोशी', 'Joshi'],
  ['भोसले', 'Bhosale'],
  ['माने', 'Mane'],
  ['मोरे', 'More'],
  ['सावंत', 'Sawant'],
  ['काळे', 'Kale'],
  ['लोखंडे', 'Lokhande'],
  ['वाघ', 'Wagh'],
  ['साळुंखे', 'Salunkhe'],
  ['घोडके', 'Ghodke'],
  ['थोरात', 'Thorat'],
  ['शेख', 'Shaikh'],
  ['सय्यद', 'Sayyed'],
  ['खान', 'Khan'],
  ['डिसोझा', 'Dsouza'],
  ['राऊत', 'Raut'],
  ['ढोले', 'Dhole'],
  ['निकम', 'Nikam'],
  ['कदम', 'Kadam'],
  ['धुमाळ', 'Dhumal'],
  ['बनसोडे', 'Bansode'],
  ['खरात', 'Kharat'],
  ['तांबे', 'Tambe'],
];

/** Syllables that make believable place names for synthetic units and police stations. */
const PLACE_HEAD: Pair[] = [
  ['राम', 'Ram'],
  ['शिव', 'Shiv'],
  ['गणेश', 'Ganesh'],
  ['लक्ष्मी', 'Laxmi'],
  ['हनुमान', 'Hanuman'],
  ['कृष्ण', 'Krishna'],
  ['विठ्ठल', 'Vitthal'],
  ['भीम', 'Bhim'],
  ['सिद्ध', 'Siddha'],
  ['चंद्र', 'Chandra'],
  ['सूर्य', 'Surya'],
  ['नारायण', 'Narayan'],
  ['देव', 'Dev'],
  ['सोम', 'Som'],
  ['मंगळ', 'Mangal'],
  ['गोविंद', 'Govind'],
  ['केशव', 'Keshav'],
  ['माधव', 'Madhav'],
  ['अंबा', 'Amba'],
  ['भवानी', 'Bhavani'],
];
const PLACE_TAIL: Pair[] = [
  ['पूर', 'pur'],
  ['नगर', 'nagar'],
  ['वाडी', 'wadi'],
  ['गाव', 'gaon'],
  ['पेठ', 'peth'],
  ['आबाद', 'abad'],
  ['खेड', 'khed'],
  ['वाडा', 'wada'],
  ['गड', 'gad'],
  ['तळे', 'tale'],
];

export function personName(r: Rng): Pair {
  const first = r.pick(FIRST);
  const father = r.pick(FIRST);
  const last = r.pick(LAST);
  return [`${first[0]} ${father[0]} ${last[0]}`, `${first[1]} ${father[1]} ${last[1]}`];
}

export function shortName(r: Rng): Pair {
  const first = r.pick(FIRST);
  const last = r.pick(LAST);
  return [`${first[0]} ${last[0]}`, `${first[1]} ${last[1]}`];
}

export function firstLast(r: Rng): { first: Pair; last: Pair } {
  return { first: r.pick(FIRST), last: r.pick(LAST) };
}

/** Place name number `n`: distinct for n < 200, then with a Latin-digit suffix. */
export function placeName(n: number): Pair {
  const head = PLACE_HEAD[n % PLACE_HEAD.length] as Pair;
  const tail = PLACE_TAIL[Math.floor(n / PLACE_HEAD.length) % PLACE_TAIL.length] as Pair;
  const round = Math.floor(n / (PLACE_HEAD.length * PLACE_TAIL.length));
  const suffix = round > 0 ? ` ${round + 1}` : '';
  return [`${head[0]}${tail[0]}${suffix}`, `${head[1]}${tail[1]}${suffix}`];
}
