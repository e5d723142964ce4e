/**
 * Real Marathi / Maharashtrian name parts for the name-matching evaluation set (see README.md).
 *
 * Each part is one canonical name with the spellings actually met in Maharashtra's records
 * (FIRs, voter lists, court cause lists), in Devanagari and in Latin letters. The first spelling
 * of each script is the most common one; the others are real variants, never ones derived by a
 * rule. A spelling we were not sure anybody uses was left out, so several parts have one
 * spelling only: an honest short list is worth more to the evaluation than a long guessed one.
 *
 * The list order inside each group is roughly how common the name is in the state; the builder
 * uses it to make common names common, as they are in the registers.
 *
 * No spelling may belong to two parts (a test checks it): the relevance of a query is decided by
 * canonical ids, and a shared spelling would make a query word mean two things.
 */
export interface NamePart {
  id: string;
  kind: 'first' | 'surname';
  /** Set on first names only; aliases have none (they are used for anybody). */
  gender?: 'm' | 'f';
  /**
   * Set on names that belong to a community other than the Marathi Hindu / Buddhist majority,
   * so that the builder composes plausible persons (an Imran is a Shaikh or a Khan, not a Patil).
   */
  community?: 'muslim' | 'christian';
  devanagari: string[];
  latin: string[];
}

type Community = NamePart['community'];

function surname(id: string, devanagari: string[], latin: string[], community?: Community) {
  const part: NamePart = { id, kind: 'surname', devanagari, latin };
  if (community) part.community = community;
  return part;
}

function first(
  id: string,
  gender: 'm' | 'f',
  devanagari: string[],
  latin: string[],
  community?: Community,
) {
  const part: NamePart = { id, kind: 'first', gender, devanagari, latin };
  if (community) part.community = community;
  return part;
}

/** Nicknames written as "उर्फ बबल्या" / "alias Bablya"; the id prefix keeps them apart from names. */
function alias(id: string, devanagari: string[], latin: string[]): NamePart {
  return { id: `alias-${id}`, kind: 'first', devanagari, latin };
}

const SURNAMES: NamePart[] = [
  surname('patil', ['पाटील', 'पाटिल'], ['Patil']),
  surname('jadhav', ['जाधव'], ['Jadhav', 'Jadhao', 'Jadav']),
  surname('shinde', ['शिंदे'], ['Shinde']),
  surname('pawar', ['पवार'], ['Pawar', 'Powar']),
  surname('kamble', ['कांबळे'], ['Kamble', 'Kambale']),
  surname('gaikwad', ['गायकवाड'], ['Gaikwad', 'Gayakwad', 'Gaekwad']),
  surname('chavan', ['चव्हाण'], ['Chavan', 'Chavhan']),
  surname('more', ['मोरे'], ['More']),
  surname('bhosale', ['भोसले', 'भोंसले'], ['Bhosale', 'Bhosle', 'Bhonsle', 'Bhonsale']),
  surname('deshmukh', ['देशमुख'], ['Deshmukh']),
  surname('mane', ['माने'], ['Mane']),
  surname('sawant', ['सावंत'], ['Sawant', 'Savant']),
  surname('kadam', ['कदम'], ['Kadam']),
  surname('salunkhe', ['साळुंखे', 'साळुंके'], ['Salunkhe', 'Salunke']),
  surname('waghmare', ['वाघमारे'], ['Waghmare', 'Vaghmare']),
  surname('sonawane', ['सोनवणे', 'सोनावणे'], ['Sonawane', 'Sonavane', 'Sonwane']),
  surname('kale', ['काळे'], ['Kale']),
  surname('yadav', ['यादव'], ['Yadav']),
  surname('kulkarni', ['कुलकर्णी'], ['Kulkarni']),
  surname('joshi', ['जोशी'], ['Joshi']),
  surname('lokhande', ['लोखंडे'], ['Lokhande']),
  surname('wagh', ['वाघ'], ['Wagh', 'Vagh']),
  surname('thorat', ['थोरात'], ['Thorat']),
  surname('raut', ['राऊत', 'राउत'], ['Raut']),
  surname('nikam', ['निकम'], ['Nikam']),
  surname('suryawanshi', ['सूर्यवंशी', 'सुर्यवंशी'], ['Suryawanshi', 'Suryavanshi']),
  surname('ingle', ['इंगळे'], ['Ingle', 'Ingale']),
  surname('jagtap', ['जगताप'], ['Jagtap']),
  surname('mohite', ['मोहिते'], ['Mohite']),
  surname('naik', ['नाईक', 'नायक'], ['Naik', 'Nayak']),
  surname('gawli', ['गवळी'], ['Gawli', 'Gavli', 'Gawali']),
  surname('ghodke', ['घोडके'], ['Ghodke', 'Ghodake']),
  surname('dhumal', ['धुमाळ'], ['Dhumal']),
  surname('bansode', ['बनसोडे'], ['Bansode']),
  surname('kharat', ['खरात'], ['Kharat']),
  surname('shirsat', ['शिरसाट'], ['Shirsat', 'Shirsath']),
  surname('dhotre', ['धोत्रे'], ['Dhotre', 'Dhotare']),
  surname('salve', ['साळवे'], ['Salve', 'Salave']),
  surname('gawade', ['गावडे'], ['Gawade', 'Gavade', 'Gawde']),
  surname('shelke', ['शेळके'], ['Shelke', 'Shelake']),
  surname('kshirsagar', ['क्षीरसागर', 'क्षिरसागर'], ['Kshirsagar', 'Ksheersagar']),
  surname('deshpande', ['देशपांडे'], ['Deshpande']),
  surname('khandagale', ['खंडागळे'], ['Khandagale', 'Khandgale']),
  surname('zende', ['झेंडे'], ['Zende']),
  surname('mhatre', ['म्हात्रे'], ['Mhatre']),
  surname('sathe', ['साठे'], ['Sathe']),
  surname('ahire', ['अहिरे'], ['Ahire']),
  surname('wankhede', ['वानखेडे'], ['Wankhede', 'Vankhede']),
  surname('tayade', ['तायडे'], ['Tayade', 'Taide']),
  surname('meshram', ['मेश्राम'], ['Meshram']),
  surname('bhalerao', ['भालेराव'], ['Bhalerao', 'Bhalerav']),
  surname('rokade', ['रोकडे'], ['Rokade', 'Rokde']),
  surname('ghorpade', ['घोरपडे'], ['Ghorpade']),
  surname('dalvi', ['दळवी'], ['Dalvi', 'Dalavi']),
  surname('chougule', ['चौगुले'], ['Chougule', 'Chaugule']),
  surname('londhe', ['लोंढे'], ['Londhe']),
  surname('pardeshi', ['परदेशी'], ['Pardeshi', 'Pardesi']),
  surname('awhad', ['आव्हाड'], ['Awhad', 'Avhad']),
  surname('gite', ['गिते', 'गीते'], ['Gite', 'Geete']),
  surname('dabhade', ['दाभाडे'], ['Dabhade']),
  surname('khairnar', ['खैरनार'], ['Khairnar']),
  surname('bhoir', ['भोईर'], ['Bhoir']),

  surname('shaikh', ['शेख'], ['Shaikh', 'Sheikh', 'Shekh'], 'muslim'),
  surname(
    'sayyed',
    ['सय्यद', 'सैय्यद', 'सैयद'],
    ['Sayyed', 'Syed', 'Saiyad', 'Sayed', 'Sayyad'],
    'muslim',
  ),
  surname('pathan', ['पठाण', 'पठान'], ['Pathan'], 'muslim'),
  surname('khan', ['खान'], ['Khan'], 'muslim'),
  surname('qureshi', ['कुरेशी', 'कुरैशी'], ['Qureshi', 'Kureshi', 'Quraishi'], 'muslim'),
  surname('ansari', ['अन्सारी', 'अंसारी'], ['Ansari'], 'muslim'),
  surname('mulla', ['मुल्ला'], ['Mulla'], 'muslim'),
  surname('inamdar', ['इनामदार'], ['Inamdar'], 'muslim'),
  surname('tamboli', ['तांबोळी'], ['Tamboli'], 'muslim'),
  surname('bagwan', ['बागवान'], ['Bagwan'], 'muslim'),
  surname('mujawar', ['मुजावर'], ['Mujawar', 'Mujavar'], 'muslim'),
  surname('attar', ['अत्तार'], ['Attar'], 'muslim'),
  surname('siddiqui', ['सिद्दीकी'], ['Siddiqui', 'Siddiqi', 'Siddiki'], 'muslim'),

  surname('dsouza', ['डिसोझा', 'डिसूझा'], ["D'Souza", 'Dsouza'], 'christian'),
  surname('fernandes', ['फर्नांडिस', 'फर्नांडीस'], ['Fernandes', 'Fernandez'], 'christian'),
  surname('pereira', ['परेरा'], ['Pereira'], 'christian'),
  surname('dmello', ['डिमेलो'], ["D'Mello", 'Dmello'], 'christian'),
  surname('rodrigues', ['रॉड्रिग्ज'], ['Rodrigues'], 'christian'),
];

const FIRST_NAMES: NamePart[] = [
  first('sachin', 'm', ['सचिन', 'सचीन'], ['Sachin']),
  first('santosh', 'm', ['संतोष'], ['Santosh']),
  first('ganesh', 'm', ['गणेश'], ['Ganesh']),
  first('sunil', 'm', ['सुनील', 'सुनिल'], ['Sunil', 'Suneel']),
  first('rahul', 'm', ['राहुल'], ['Rahul']),
  first('sandeep', 'm', ['संदीप', 'संदिप'], ['Sandeep', 'Sandip']),
  first('sanjay', 'm', ['संजय'], ['Sanjay']),
  first('vijay', 'm', ['विजय'], ['Vijay']),
  first('amol', 'm', ['अमोल'], ['Amol']),
  first('mahesh', 'm', ['महेश'], ['Mahesh']),
  first('nitin', 'm', ['नितीन', 'नितिन'], ['Nitin', 'Niteen']),
  first('vishal', 'm', ['विशाल'], ['Vishal']),
  first('prashant', 'm', ['प्रशांत'], ['Prashant']),
  first('ramesh', 'm', ['रमेश'], ['Ramesh']),
  first('suresh', 'm', ['सुरेश'], ['Suresh']),
  first('anil', 'm', ['अनिल'], ['Anil']),
  first('deepak', 'm', ['दीपक', 'दिपक'], ['Deepak', 'Dipak']),
  first('ajay', 'm', ['अजय'], ['Ajay']),
  first('dattatray', 'm', ['दत्तात्रय', 'दत्तात्रेय'], ['Dattatray', 'Dattatraya', 'Dattatrey']),
  first('datta', 'm', ['दत्ता'], ['Datta']),
  first('yogesh', 'm', ['योगेश'], ['Yogesh']),
  first('akshay', 'm', ['अक्षय'], ['Akshay']),
  first('kiran', 'm', ['किरण'], ['Kiran']),
  first('sagar', 'm', ['सागर'], ['Sagar']),
  first('swapnil', 'm', ['स्वप्नील', 'स्वप्निल'], ['Swapnil', 'Swapneel']),
  first('mangesh', 'm', ['मंगेश'], ['Mangesh']),
  first('akash', 'm', ['आकाश'], ['Akash', 'Aakash']),
  first('rohit', 'm', ['रोहित'], ['Rohit']),
  first('shubham', 'm', ['शुभम'], ['Shubham']),
  first('balu', 'm', ['बाळू', 'बाळु'], ['Balu']),
  first('shankar', 'm', ['शंकर'], ['Shankar']),
  first('vitthal', 'm', ['विठ्ठल'], ['Vitthal', 'Vithal']),
  first(
    'dnyaneshwar',
    'm',
    ['ज्ञानेश्वर'],
    ['Dnyaneshwar', 'Dnyaneshvar', 'Gyaneshwar', 'Dyaneshwar'],
  ),
  first('ramchandra', 'm', ['रामचंद्र', 'रामचन्द्र'], ['Ramchandra', 'Ramachandra']),
  first('pandurang', 'm', ['पांडुरंग'], ['Pandurang']),
  first('balasaheb', 'm', ['बाळासाहेब'], ['Balasaheb', 'Balasahab']),
  first('tukaram', 'm', ['तुकाराम'], ['Tukaram']),
  first('namdev', 'm', ['नामदेव'], ['Namdev', 'Namdeo']),
  first('vasudev', 'm', ['वासुदेव'], ['Vasudev', 'Vasudeo']),
  first('maruti', 'm', ['मारुती', 'मारोती'], ['Maruti', 'Maroti']),
  first('shivaji', 'm', ['शिवाजी'], ['Shivaji']),
  first('sambhaji', 'm', ['संभाजी'], ['Sambhaji']),
  first('eknath', 'm', ['एकनाथ'], ['Eknath']),
  first('kisan', 'm', ['किसन'], ['Kisan']),
  first('baban', 'm', ['बबन'], ['Baban']),
  first('sopan', 'm', ['सोपान'], ['Sopan']),
  first('bhimrao', 'm', ['भीमराव', 'भिमराव'], ['Bhimrao', 'Bhimrav']),
  first('rajendra', 'm', ['राजेंद्र'], ['Rajendra']),
  first('raju', 'm', ['राजू', 'राजु'], ['Raju']),
  first('mahadev', 'm', ['महादेव'], ['Mahadev', 'Mahadeo']),
  first('dilip', 'm', ['दिलीप', 'दिलिप'], ['Dilip']),
  first('ashok', 'm', ['अशोक'], ['Ashok']),
  first('prakash', 'm', ['प्रकाश'], ['Prakash']),
  first('subhash', 'm', ['सुभाष'], ['Subhash', 'Subash']),
  first('arun', 'm', ['अरुण'], ['Arun']),
  first('kailas', 'm', ['कैलास', 'कैलाश'], ['Kailas', 'Kailash']),
  first('nilesh', 'm', ['निलेश', 'नीलेश'], ['Nilesh']),
  first('laxman', 'm', ['लक्ष्मण'], ['Laxman', 'Lakshman']),
  first('pravin', 'm', ['प्रवीण', 'प्रविण'], ['Pravin', 'Praveen']),
  first('abhijeet', 'm', ['अभिजीत', 'अभिजित'], ['Abhijeet', 'Abhijit']),
  first('ranjit', 'm', ['रणजित', 'रणजीत'], ['Ranjit', 'Ranjeet']),
  first('yashwant', 'm', ['यशवंत'], ['Yashwant', 'Yashvant']),
  first('chandrakant', 'm', ['चंद्रकांत'], ['Chandrakant']),
  first('shrikant', 'm', ['श्रीकांत'], ['Shrikant', 'Srikant']),
  first('pradeep', 'm', ['प्रदीप', 'प्रदिप'], ['Pradeep', 'Pradip']),
  first('tanaji', 'm', ['तानाजी'], ['Tanaji']),
  first('hanumant', 'm', ['हनुमंत'], ['Hanumant']),
  first('ankush', 'm', ['अंकुश'], ['Ankush']),
  first('sudam', 'm', ['सुदाम'], ['Sudam']),

  first(
    'mohammad',
    'm',
    ['मोहम्मद', 'महंमद', 'मोहंमद'],
    ['Mohammad', 'Mohammed', 'Muhammad', 'Mohd'],
    'muslim',
  ),
  first('imran', 'm', ['इम्रान', 'इमरान'], ['Imran'], 'muslim'),
  first('salim', 'm', ['सलीम'], ['Salim', 'Saleem'], 'muslim'),
  first('javed', 'm', ['जावेद'], ['Javed', 'Jawed'], 'muslim'),
  first('aslam', 'm', ['अस्लम', 'असलम'], ['Aslam'], 'muslim'),
  first('rafiq', 'm', ['रफिक', 'रफीक'], ['Rafiq', 'Rafik', 'Rafique'], 'muslim'),
  first('firoz', 'm', ['फिरोज'], ['Firoz', 'Feroz', 'Firoj'], 'muslim'),
  first('sameer', 'm', ['समीर'], ['Sameer', 'Samir'], 'muslim'),
  first('wasim', 'm', ['वसीम'], ['Wasim', 'Waseem', 'Vasim'], 'muslim'),
  first('irfan', 'm', ['इरफान'], ['Irfan'], 'muslim'),
  first('arbaz', 'm', ['अरबाज'], ['Arbaz', 'Arbaaz'], 'muslim'),
  first('shahrukh', 'm', ['शाहरुख', 'शाहरूख'], ['Shahrukh', 'Sharukh'], 'muslim'),
  first('sohel', 'm', ['सोहेल'], ['Sohel', 'Sohail'], 'muslim'),
  first('ayub', 'm', ['अयुब', 'अयूब'], ['Ayub', 'Ayyub'], 'muslim'),
  first('yusuf', 'm', ['युसुफ', 'युसूफ'], ['Yusuf', 'Yousuf'], 'muslim'),

  first('john', 'm', ['जॉन'], ['John'], 'christian'),
  first('joseph', 'm', ['जोसेफ'], ['Joseph'], 'christian'),
  first('anthony', 'm', ['अँथनी', 'अँथोनी'], ['Anthony', 'Antony'], 'christian'),
  first('francis', 'm', ['फ्रान्सिस'], ['Francis'], 'christian'),
  first('peter', 'm', ['पीटर'], ['Peter'], 'christian'),

  first('pooja', 'f', ['पूजा'], ['Pooja', 'Puja']),
  first('sunita', 'f', ['सुनीता', 'सुनिता'], ['Sunita', 'Suneeta']),
  first('sangita', 'f', ['संगीता', 'संगिता'], ['Sangita', 'Sangeeta']),
  first('manisha', 'f', ['मनीषा', 'मनिषा'], ['Manisha']),
  first('savita', 'f', ['सविता'], ['Savita']),
  first('jyoti', 'f', ['ज्योती', 'ज्योति'], ['Jyoti']),
  first('rekha', 'f', ['रेखा'], ['Rekha']),
  first('vaishali', 'f', ['वैशाली'], ['Vaishali']),
  first('sharada', 'f', ['शारदा'], ['Sharada', 'Sharda']),
  first('kavita', 'f', ['कविता'], ['Kavita']),
  first('anita', 'f', ['अनिता'], ['Anita']),
  first('lata', 'f', ['लता'], ['Lata']),
  first('priyanka', 'f', ['प्रियंका'], ['Priyanka']),
  first('shabana', 'f', ['शबाना'], ['Shabana'], 'muslim'),
  first('nasreen', 'f', ['नसरीन'], ['Nasreen', 'Nasrin'], 'muslim'),
  first('mary', 'f', ['मेरी'], ['Mary'], 'christian'),
];

const ALIASES: NamePart[] = [
  alias('bablya', ['बबल्या'], ['Bablya']),
  alias('pappya', ['पप्या'], ['Pappya', 'Papya']),
  alias('gotya', ['गोट्या'], ['Gotya']),
  alias('chikya', ['चिक्या'], ['Chikya']),
  alias('balya', ['बाळ्या'], ['Balya']),
  alias('takya', ['टक्या'], ['Takya']),
  alias('pintya', ['पिंट्या'], ['Pintya']),
  alias('pakya', ['पक्या'], ['Pakya']),
  alias('kalya', ['काळ्या'], ['Kalya']),
  alias('sonya', ['सोन्या'], ['Sonya']),
  alias('bandya', ['बंड्या'], ['Bandya']),
  alias('chhotu', ['छोटू'], ['Chhotu', 'Chotu']),
  alias('guddu', ['गुड्डू'], ['Guddu']),
  alias('munna', ['मुन्ना'], ['Munna']),
  alias('pappu', ['पप्पू'], ['Pappu']),
  alias('bablu', ['बबलू'], ['Bablu', 'Babloo']),
];

export const NAME_PARTS: NamePart[] = [...SURNAMES, ...FIRST_NAMES, ...ALIASES];

export const isAlias = (part: NamePart): boolean => part.id.startsWith('alias-');

const byId = new Map(NAME_PARTS.map((part) => [part.id, part]));

export function namePart(id: string): NamePart {
  const part = byId.get(id);
  if (!part) throw new Error(`unknown name part ${id}`);
  return part;
}
