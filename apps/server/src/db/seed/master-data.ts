/**
 * CMIS master data (seeded into the lookup tables).
 *
 * Unit (ghatak) and police-station names are taken from the publicly published police-station
 * lists of the Maharashtra police commissionerates and district (rural) police forces, written in
 * Marathi the way the police themselves write them and in the English spelling those forces use;
 * station names are the bare place name, without "Police Station" / "पोलीस ठाणे". Act and section
 * titles follow the bare acts (IPC 1860, BNS 2023, Maharashtra Police Act 1951, CrPC 1973,
 * BNSS 2023, MPDA 1981, Arms Act 1959, MCOCA 1999), shortened; section numbers stay in Latin
 * digits in both languages so they can be searched. The ids of CRIME_STATUSES,
 * CURRENT_STATUSES, PREVENTIVE_ACTION_TYPES and WANTED_TYPES are FIXED and must never be
 * renumbered: business rules refer to them by id (e.g. crime status 2 and 3 are the court stages
 * and 3 is "convicted", preventive action types 5-7 are externment, wanted types 3-5 are externed
 * persons who need an externment area, 8-9 are vehicles, 10 a licence and 11-13 mobile phones).
 * Unit ids are fixed too (demo accounts are tied to Pune City / Shivajinagar and Kothrud).
 */

export interface NamedRow {
  id: number;
  nameMr: string;
  nameEn: string;
}
export interface StationRow {
  nameMr: string;
  nameEn: string;
}
export interface UnitRow extends NamedRow {
  stations: StationRow[];
}
export interface SectionRow {
  code: string;
  nameMr: string;
  nameEn: string;
}
export interface ActRow extends NamedRow {
  code: string;
  sections: SectionRow[];
}
export interface CrimeTitleRow extends NamedRow {
  crimeTypeId: number;
}

export const STATE: NamedRow = { id: 1, nameMr: 'महाराष्ट्र', nameEn: 'Maharashtra' };

// ---------------------------------------------------------------------------------------------
// Units (ghatak) and their police stations
// ---------------------------------------------------------------------------------------------

export const UNITS: UnitRow[] = [
  {
    id: 1,
    nameMr: 'पुणे शहर',
    nameEn: 'Pune City',
    stations: [
      // [0] and [1] are referenced by the demo accounts: keep them first.
      { nameMr: 'शिवाजीनगर', nameEn: 'Shivajinagar' },
      { nameMr: 'कोथरूड', nameEn: 'Kothrud' },
      { nameMr: 'डेक्कन', nameEn: 'Deccan' },
      { nameMr: 'फरासखाना', nameEn: 'Faraskhana' },
      { nameMr: 'विश्रामबाग', nameEn: 'Vishrambag' },
      { nameMr: 'खडक', nameEn: 'Khadak' },
      { nameMr: 'स्वारगेट', nameEn: 'Swargate' },
      { nameMr: 'भारती विद्यापीठ', nameEn: 'Bharati Vidyapeeth' },
      { nameMr: 'सिंहगड रोड', nameEn: 'Sinhagad Road' },
      { nameMr: 'हडपसर', nameEn: 'Hadapsar' },
      { nameMr: 'कोंढवा', nameEn: 'Kondhwa' },
      { nameMr: 'येरवडा', nameEn: 'Yerawada' },
      { nameMr: 'वानवडी', nameEn: 'Wanowrie' },
      { nameMr: 'चतुःशृंगी', nameEn: 'Chatushrungi' },
      { nameMr: 'वारजे माळवाडी', nameEn: 'Warje Malwadi' },
    ],
  },
  {
    id: 2,
    nameMr: 'पुणे ग्रामीण',
    nameEn: 'Pune Rural',
    stations: [
      { nameMr: 'बारामती शहर', nameEn: 'Baramati City' },
      { nameMr: 'बारामती तालुका', nameEn: 'Baramati Taluka' },
      { nameMr: 'दौंड', nameEn: 'Daund' },
      { nameMr: 'यवत', nameEn: 'Yavat' },
      { nameMr: 'इंदापूर', nameEn: 'Indapur' },
      { nameMr: 'भिगवण', nameEn: 'Bhigwan' },
      { nameMr: 'शिरूर', nameEn: 'Shirur' },
      { nameMr: 'रांजणगाव एमआयडीसी', nameEn: 'Ranjangaon MIDC' },
      { nameMr: 'शिक्रापूर', nameEn: 'Shikrapur' },
      { nameMr: 'जुन्नर', nameEn: 'Junnar' },
      { nameMr: 'नारायणगाव', nameEn: 'Narayangaon' },
      { nameMr: 'मंचर', nameEn: 'Manchar' },
      { nameMr: 'खेड', nameEn: 'Khed' },
      { nameMr: 'राजगड', nameEn: 'Rajgad' },
      { nameMr: 'भोर', nameEn: 'Bhor' },
      { nameMr: 'सासवड', nameEn: 'Saswad' },
      { nameMr: 'जेजुरी', nameEn: 'Jejuri' },
      { nameMr: 'लोणावळा शहर', nameEn: 'Lonavala City' },
      { nameMr: 'वडगाव मावळ', nameEn: 'Vadgaon Maval' },
    ],
  },
  {
    id: 3,
    nameMr: 'नागपूर शहर',
    nameEn: 'Nagpur City',
    stations: [
      // [0] is referenced by the demo accounts: keep it first.
      { nameMr: 'सीताबर्डी', nameEn: 'Sitabuldi' },
      { nameMr: 'सदर', nameEn: 'Sadar' },
      { nameMr: 'धंतोली', nameEn: 'Dhantoli' },
      { nameMr: 'सक्करदरा', nameEn: 'Sakkardara' },
      { nameMr: 'अजनी', nameEn: 'Ajni' },
      { nameMr: 'प्रतापनगर', nameEn: 'Pratap Nagar' },
      { nameMr: 'कोतवाली', nameEn: 'Kotwali' },
      { nameMr: 'तहसील', nameEn: 'Tehsil' },
      { nameMr: 'लकडगंज', nameEn: 'Lakadganj' },
      { nameMr: 'जरीपटका', nameEn: 'Jaripatka' },
      { nameMr: 'अंबाझरी', nameEn: 'Ambazari' },
      { nameMr: 'सोनेगाव', nameEn: 'Sonegaon' },
      { nameMr: 'हुडकेश्वर', nameEn: 'Hudkeshwar' },
      { nameMr: 'नंदनवन', nameEn: 'Nandanvan' },
      { nameMr: 'इमामवाडा', nameEn: 'Imamwada' },
      { nameMr: 'गणेशपेठ', nameEn: 'Ganeshpeth' },
      { nameMr: 'गिट्टीखदान', nameEn: 'Gittikhadan' },
      { nameMr: 'कळमना', nameEn: 'Kalamna' },
      { nameMr: 'पाचपावली', nameEn: 'Pachpaoli' },
      { nameMr: 'यशोधरानगर', nameEn: 'Yashodhara Nagar' },
      { nameMr: 'मानकापूर', nameEn: 'Mankapur' },
    ],
  },
  {
    id: 4,
    nameMr: 'नाशिक शहर',
    nameEn: 'Nashik City',
    stations: [
      { nameMr: 'सरकारवाडा', nameEn: 'Sarkarwada' },
      { nameMr: 'पंचवटी', nameEn: 'Panchavati' },
      { nameMr: 'भद्रकाली', nameEn: 'Bhadrakali' },
      { nameMr: 'मुंबई नाका', nameEn: 'Mumbai Naka' },
      { nameMr: 'गंगापूर', nameEn: 'Gangapur' },
      { nameMr: 'अंबड', nameEn: 'Ambad' },
      { nameMr: 'सातपूर', nameEn: 'Satpur' },
      { nameMr: 'उपनगर', nameEn: 'Upnagar' },
      { nameMr: 'नाशिकरोड', nameEn: 'Nashik Road' },
      { nameMr: 'देवळाली कॅम्प', nameEn: 'Deolali Camp' },
      { nameMr: 'इंदिरानगर', nameEn: 'Indiranagar' },
      { nameMr: 'आडगाव', nameEn: 'Adgaon' },
      { nameMr: 'म्हसरूळ', nameEn: 'Mhasrul' },
    ],
  },
  {
    id: 5,
    nameMr: 'ठाणे शहर',
    nameEn: 'Thane City',
    stations: [
      { nameMr: 'नौपाडा', nameEn: 'Naupada' },
      { nameMr: 'ठाणेनगर', nameEn: 'Thane Nagar' },
      { nameMr: 'कापूरबावडी', nameEn: 'Kapurbawdi' },
      { nameMr: 'वर्तकनगर', nameEn: 'Vartak Nagar' },
      { nameMr: 'कळवा', nameEn: 'Kalwa' },
      { nameMr: 'मुंब्रा', nameEn: 'Mumbra' },
      { nameMr: 'कोपरी', nameEn: 'Kopri' },
      { nameMr: 'वागळे इस्टेट', nameEn: 'Wagle Estate' },
      { nameMr: 'श्रीनगर', nameEn: 'Shrinagar' },
      { nameMr: 'राबोडी', nameEn: 'Rabodi' },
      { nameMr: 'कासारवडवली', nameEn: 'Kasarvadavali' },
      { nameMr: 'चितळसर', nameEn: 'Chitalsar' },
      { nameMr: 'विष्णुनगर', nameEn: 'Vishnunagar' },
      { nameMr: 'रामनगर', nameEn: 'Ramnagar' },
      { nameMr: 'टिळकनगर', nameEn: 'Tilaknagar' },
      { nameMr: 'मानपाडा', nameEn: 'Manpada' },
      { nameMr: 'महात्मा फुले चौक', nameEn: 'Mahatma Phule Chowk' },
      { nameMr: 'बाजारपेठ', nameEn: 'Bazarpeth' },
      { nameMr: 'कोळसेवाडी', nameEn: 'Kolsewadi' },
    ],
  },
  {
    id: 6,
    nameMr: 'मुंबई',
    nameEn: 'Mumbai',
    stations: [
      { nameMr: 'कुलाबा', nameEn: 'Colaba' },
      { nameMr: 'कफ परेड', nameEn: 'Cuffe Parade' },
      { nameMr: 'आझाद मैदान', nameEn: 'Azad Maidan' },
      { nameMr: 'एम.आर.ए. मार्ग', nameEn: 'M.R.A. Marg' },
      { nameMr: 'डोंगरी', nameEn: 'Dongri' },
      { nameMr: 'पायधुनी', nameEn: 'Pydhonie' },
      { nameMr: 'एल.टी. मार्ग', nameEn: 'L.T. Marg' },
      { nameMr: 'गावदेवी', nameEn: 'Gamdevi' },
      { nameMr: 'मलबार हिल', nameEn: 'Malabar Hill' },
      { nameMr: 'भायखळा', nameEn: 'Byculla' },
      { nameMr: 'नागपाडा', nameEn: 'Nagpada' },
      { nameMr: 'दादर', nameEn: 'Dadar' },
      { nameMr: 'माटुंगा', nameEn: 'Matunga' },
      { nameMr: 'वरळी', nameEn: 'Worli' },
      { nameMr: 'धारावी', nameEn: 'Dharavi' },
      { nameMr: 'वांद्रे', nameEn: 'Bandra' },
      { nameMr: 'अंधेरी', nameEn: 'Andheri' },
      { nameMr: 'गोरेगाव', nameEn: 'Goregaon' },
      { nameMr: 'मालाड', nameEn: 'Malad' },
      { nameMr: 'बोरीवली', nameEn: 'Borivali' },
      { nameMr: 'कुर्ला', nameEn: 'Kurla' },
      { nameMr: 'घाटकोपर', nameEn: 'Ghatkopar' },
      { nameMr: 'चेंबूर', nameEn: 'Chembur' },
      { nameMr: 'ट्रॉम्बे', nameEn: 'Trombay' },
      { nameMr: 'मुलुंड', nameEn: 'Mulund' },
    ],
  },
  {
    id: 7,
    nameMr: 'पिंपरी चिंचवड',
    nameEn: 'Pimpri-Chinchwad',
    stations: [
      { nameMr: 'पिंपरी', nameEn: 'Pimpri' },
      { nameMr: 'चिंचवड', nameEn: 'Chinchwad' },
      { nameMr: 'निगडी', nameEn: 'Nigdi' },
      { nameMr: 'भोसरी', nameEn: 'Bhosari' },
      { nameMr: 'भोसरी एमआयडीसी', nameEn: 'Bhosari MIDC' },
      { nameMr: 'सांगवी', nameEn: 'Sangvi' },
      { nameMr: 'वाकड', nameEn: 'Wakad' },
      { nameMr: 'हिंजवडी', nameEn: 'Hinjewadi' },
      { nameMr: 'देहूरोड', nameEn: 'Dehu Road' },
      { nameMr: 'तळेगाव दाभाडे', nameEn: 'Talegaon Dabhade' },
      { nameMr: 'चाकण', nameEn: 'Chakan' },
      { nameMr: 'आळंदी', nameEn: 'Alandi' },
      { nameMr: 'चिखली', nameEn: 'Chikhali' },
      { nameMr: 'दिघी', nameEn: 'Dighi' },
    ],
  },
  {
    id: 8,
    nameMr: 'छत्रपती संभाजीनगर शहर',
    nameEn: 'Chhatrapati Sambhajinagar City',
    stations: [
      { nameMr: 'सिटी चौक', nameEn: 'City Chowk' },
      { nameMr: 'क्रांती चौक', nameEn: 'Kranti Chowk' },
      { nameMr: 'बेगमपुरा', nameEn: 'Begumpura' },
      { nameMr: 'सिडको', nameEn: 'Cidco' },
      { nameMr: 'एमआयडीसी सिडको', nameEn: 'MIDC Cidco' },
      { nameMr: 'मुकुंदवाडी', nameEn: 'Mukundwadi' },
      { nameMr: 'जिन्सी', nameEn: 'Jinsi' },
      { nameMr: 'जवाहरनगर', nameEn: 'Jawahar Nagar' },
      { nameMr: 'उस्मानपुरा', nameEn: 'Osmanpura' },
      { nameMr: 'वेदांतनगर', nameEn: 'Vedantnagar' },
      { nameMr: 'पुंडलिकनगर', nameEn: 'Pundaliknagar' },
      { nameMr: 'हर्सूल', nameEn: 'Harsul' },
      { nameMr: 'छावणी', nameEn: 'Chhawani' },
      { nameMr: 'एमआयडीसी वाळूज', nameEn: 'MIDC Waluj' },
      { nameMr: 'सातारा', nameEn: 'Satara' },
      { nameMr: 'दौलताबाद', nameEn: 'Daulatabad' },
    ],
  },
  {
    id: 9,
    nameMr: 'सोलापूर शहर',
    nameEn: 'Solapur City',
    stations: [
      { nameMr: 'सदर बझार', nameEn: 'Sadar Bazar' },
      { nameMr: 'फौजदार चावडी', nameEn: 'Faujdar Chavadi' },
      { nameMr: 'जोडभावी पेठ', nameEn: 'Jodbhavi Peth' },
      { nameMr: 'विजापूर नाका', nameEn: 'Vijapur Naka' },
      { nameMr: 'एमआयडीसी', nameEn: 'MIDC' },
      { nameMr: 'सलगर वस्ती', nameEn: 'Salgar Vasti' },
      { nameMr: 'जेलरोड', nameEn: 'Jail Road' },
    ],
  },
  {
    id: 10,
    nameMr: 'अमरावती शहर',
    nameEn: 'Amravati City',
    stations: [
      { nameMr: 'कोतवाली', nameEn: 'Kotwali' },
      { nameMr: 'राजापेठ', nameEn: 'Rajapeth' },
      { nameMr: 'गाडगेनगर', nameEn: 'Gadge Nagar' },
      { nameMr: 'फ्रेजरपुरा', nameEn: 'Frezarpura' },
      { nameMr: 'नागपुरी गेट', nameEn: 'Nagpuri Gate' },
      { nameMr: 'खोलापुरी गेट', nameEn: 'Kholapuri Gate' },
      { nameMr: 'बडनेरा', nameEn: 'Badnera' },
      { nameMr: 'वलगाव', nameEn: 'Valgaon' },
      { nameMr: 'नांदगाव पेठ', nameEn: 'Nandgaon Peth' },
    ],
  },
  {
    id: 11,
    nameMr: 'नागपूर ग्रामीण',
    nameEn: 'Nagpur Rural',
    stations: [
      { nameMr: 'काटोल', nameEn: 'Katol' },
      { nameMr: 'नरखेड', nameEn: 'Narkhed' },
      { nameMr: 'जलालखेडा', nameEn: 'Jalalkheda' },
      { nameMr: 'कळमेश्वर', nameEn: 'Kalmeshwar' },
      { nameMr: 'सावनेर', nameEn: 'Saoner' },
      { nameMr: 'खापरखेडा', nameEn: 'Khaparkheda' },
      { nameMr: 'कन्हान', nameEn: 'Kanhan' },
      { nameMr: 'पारशिवनी', nameEn: 'Parseoni' },
      { nameMr: 'रामटेक', nameEn: 'Ramtek' },
      { nameMr: 'मौदा', nameEn: 'Mouda' },
      { nameMr: 'कुही', nameEn: 'Kuhi' },
      { nameMr: 'उमरेड', nameEn: 'Umred' },
      { nameMr: 'भिवापूर', nameEn: 'Bhiwapur' },
    ],
  },
  {
    id: 12,
    nameMr: 'कोल्हापूर',
    nameEn: 'Kolhapur',
    stations: [
      { nameMr: 'लक्ष्मीपुरी', nameEn: 'Laxmipuri' },
      { nameMr: 'राजारामपुरी', nameEn: 'Rajarampuri' },
      { nameMr: 'शाहूपुरी', nameEn: 'Shahupuri' },
      { nameMr: 'जुना राजवाडा', nameEn: 'Juna Rajwada' },
      { nameMr: 'करवीर', nameEn: 'Karveer' },
      { nameMr: 'गांधीनगर', nameEn: 'Gandhinagar' },
      { nameMr: 'शिरोली एमआयडीसी', nameEn: 'Shiroli MIDC' },
      { nameMr: 'गोकुळ शिरगाव', nameEn: 'Gokul Shirgaon' },
      { nameMr: 'कागल', nameEn: 'Kagal' },
      { nameMr: 'गडहिंग्लज', nameEn: 'Gadhinglaj' },
      { nameMr: 'जयसिंगपूर', nameEn: 'Jaysingpur' },
      { nameMr: 'हातकणंगले', nameEn: 'Hatkanangale' },
      { nameMr: 'पन्हाळा', nameEn: 'Panhala' },
      { nameMr: 'राधानगरी', nameEn: 'Radhanagari' },
      { nameMr: 'शाहूवाडी', nameEn: 'Shahuwadi' },
      { nameMr: 'चंदगड', nameEn: 'Chandgad' },
    ],
  },
];

// ---------------------------------------------------------------------------------------------
// Religions
// ---------------------------------------------------------------------------------------------

export const RELIGIONS: NamedRow[] = [
  { id: 1, nameMr: 'हिंदू', nameEn: 'Hindu' },
  { id: 2, nameMr: 'मुस्लिम', nameEn: 'Muslim' },
  { id: 3, nameMr: 'ख्रिश्चन', nameEn: 'Christian' },
  { id: 4, nameMr: 'शीख', nameEn: 'Sikh' },
  { id: 5, nameMr: 'बौद्ध', nameEn: 'Buddhist' },
  { id: 6, nameMr: 'जैन', nameEn: 'Jain' },
  { id: 7, nameMr: 'पारशी', nameEn: 'Parsi' },
  { id: 8, nameMr: 'ज्यू', nameEn: 'Jewish' },
  { id: 9, nameMr: 'इतर', nameEn: 'Other' },
];

// ---------------------------------------------------------------------------------------------
// Acts (kayda) and sections (kalam). Section ids are assigned by the seeder.
// ---------------------------------------------------------------------------------------------

export const ACTS: ActRow[] = [
  {
    id: 1,
    code: 'IPC',
    nameMr: 'भारतीय दंड विधान, १८६०',
    nameEn: 'Indian Penal Code, 1860',
    sections: [
      {
        code: '34',
        nameMr: '34 - सामाईक उद्देशाने केलेले कृत्य',
        nameEn: '34 - Acts done in furtherance of common intention',
      },
      {
        code: '120B',
        nameMr: '120B - गुन्हेगारी कट',
        nameEn: '120B - Criminal conspiracy',
      },
      { code: '379', nameMr: '379 - चोरी', nameEn: '379 - Theft' },
      {
        code: '380',
        nameMr: '380 - राहत्या घरात चोरी',
        nameEn: '380 - Theft in dwelling house',
      },
      {
        code: '381',
        nameMr: '381 - नोकराने मालकाच्या मालमत्तेची चोरी',
        nameEn: '381 - Theft by clerk or servant of property in possession of master',
      },
      {
        code: '382',
        nameMr: '382 - मृत्यू, दुखापत किंवा अटकाव करण्याची तयारी करून चोरी',
        nameEn: '382 - Theft after preparation made for causing death, hurt or restraint',
      },
      { code: '392', nameMr: '392 - जबरी चोरी', nameEn: '392 - Robbery' },
      {
        code: '393',
        nameMr: '393 - जबरी चोरीचा प्रयत्न',
        nameEn: '393 - Attempt to commit robbery',
      },
      {
        code: '394',
        nameMr: '394 - जबरी चोरी करताना स्वेच्छेने दुखापत',
        nameEn: '394 - Voluntarily causing hurt in committing robbery',
      },
      { code: '395', nameMr: '395 - दरोडा', nameEn: '395 - Dacoity' },
      { code: '396', nameMr: '396 - खुनासह दरोडा', nameEn: '396 - Dacoity with murder' },
      {
        code: '397',
        nameMr: '397 - मृत्यू किंवा जबर दुखापत करण्याच्या प्रयत्नासह जबरी चोरी / दरोडा',
        nameEn: '397 - Robbery or dacoity with attempt to cause death or grievous hurt',
      },
      {
        code: '398',
        nameMr: '398 - प्राणघातक शस्त्रासह जबरी चोरी / दरोड्याचा प्रयत्न',
        nameEn: '398 - Attempt to commit robbery or dacoity when armed with deadly weapon',
      },
      {
        code: '399',
        nameMr: '399 - दरोड्याची तयारी',
        nameEn: '399 - Making preparation to commit dacoity',
      },
      {
        code: '401',
        nameMr: '401 - चोरांच्या टोळीचा सदस्य असणे',
        nameEn: '401 - Belonging to gang of thieves',
      },
      {
        code: '402',
        nameMr: '402 - दरोडा घालण्याच्या उद्देशाने एकत्र जमणे',
        nameEn: '402 - Assembling for purpose of committing dacoity',
      },
      {
        code: '406',
        nameMr: '406 - फौजदारी विश्वासघात',
        nameEn: '406 - Criminal breach of trust',
      },
      {
        code: '408',
        nameMr: '408 - कारकून किंवा नोकराकडून विश्वासघात',
        nameEn: '408 - Criminal breach of trust by clerk or servant',
      },
      {
        code: '409',
        nameMr: '409 - लोकसेवक, बँकर, व्यापारी किंवा अभिकर्त्याकडून विश्वासघात',
        nameEn: '409 - Criminal breach of trust by public servant, banker, merchant or agent',
      },
      {
        code: '411',
        nameMr: '411 - चोरीचा माल अप्रामाणिकपणे स्वीकारणे',
        nameEn: '411 - Dishonestly receiving stolen property',
      },
      {
        code: '412',
        nameMr: '412 - दरोड्यातील चोरीचा माल अप्रामाणिकपणे स्वीकारणे',
        nameEn: '412 - Dishonestly receiving property stolen in the commission of a dacoity',
      },
      {
        code: '413',
        nameMr: '413 - चोरीच्या मालाचा सवयीने व्यवहार करणे',
        nameEn: '413 - Habitually dealing in stolen property',
      },
      {
        code: '414',
        nameMr: '414 - चोरीचा माल लपविण्यास मदत करणे',
        nameEn: '414 - Assisting in concealment of stolen property',
      },
      {
        code: '420',
        nameMr: '420 - फसवणूक करून मालमत्ता हस्तगत करणे',
        nameEn: '420 - Cheating and dishonestly inducing delivery of property',
      },
      {
        code: '447',
        nameMr: '447 - गुन्हेगारी अतिक्रमण',
        nameEn: '447 - Criminal trespass',
      },
      { code: '448', nameMr: '448 - गृह-अतिक्रमण', nameEn: '448 - House-trespass' },
      {
        code: '454',
        nameMr: '454 - गुन्हा करण्यासाठी घरफोडी (दिवसा)',
        nameEn: '454 - Lurking house-trespass or house-breaking in order to commit offence',
      },
      {
        code: '457',
        nameMr: '457 - गुन्हा करण्यासाठी रात्री घरफोडी',
        nameEn:
          '457 - Lurking house-trespass or house-breaking by night in order to commit offence',
      },
    ],
  },
  {
    id: 2,
    code: 'BNS',
    nameMr: 'भारतीय न्याय संहिता, २०२३',
    nameEn: 'Bharatiya Nyaya Sanhita, 2023',
    sections: [
      {
        code: '3(5)',
        nameMr: '3(5) - सामाईक उद्देशाने केलेले कृत्य',
        nameEn: '3(5) - Acts done in furtherance of common intention',
      },
      {
        code: '61(2)',
        nameMr: '61(2) - गुन्हेगारी कट',
        nameEn: '61(2) - Criminal conspiracy',
      },
      {
        code: '112',
        nameMr: '112 - किरकोळ संघटित गुन्हेगारी',
        nameEn: '112 - Petty organised crime',
      },
      { code: '303(2)', nameMr: '303(2) - चोरी', nameEn: '303(2) - Theft' },
      {
        code: '305',
        nameMr: '305 - राहत्या घरात, वाहनातून किंवा प्रार्थनास्थळी चोरी',
        nameEn: '305 - Theft in a dwelling house, means of transportation or place of worship',
      },
      {
        code: '306',
        nameMr: '306 - नोकराने मालकाच्या मालमत्तेची चोरी',
        nameEn: '306 - Theft by clerk or servant of property in possession of master',
      },
      {
        code: '307',
        nameMr: '307 - मृत्यू, दुखापत किंवा अटकाव करण्याची तयारी करून चोरी',
        nameEn: '307 - Theft after preparation made for causing death, hurt or restraint',
      },
      { code: '309(4)', nameMr: '309(4) - जबरी चोरी', nameEn: '309(4) - Robbery' },
      {
        code: '309(5)',
        nameMr: '309(5) - जबरी चोरीचा प्रयत्न',
        nameEn: '309(5) - Attempt to commit robbery',
      },
      {
        code: '309(6)',
        nameMr: '309(6) - जबरी चोरी करताना स्वेच्छेने दुखापत',
        nameEn: '309(6) - Voluntarily causing hurt in committing robbery',
      },
      { code: '310(2)', nameMr: '310(2) - दरोडा', nameEn: '310(2) - Dacoity' },
      {
        code: '310(3)',
        nameMr: '310(3) - खुनासह दरोडा',
        nameEn: '310(3) - Dacoity with murder',
      },
      {
        code: '310(4)',
        nameMr: '310(4) - दरोड्याची तयारी',
        nameEn: '310(4) - Making preparation to commit dacoity',
      },
      {
        code: '310(5)',
        nameMr: '310(5) - दरोडा घालण्याच्या उद्देशाने एकत्र जमणे',
        nameEn: '310(5) - Assembling for purpose of committing dacoity',
      },
      {
        code: '311',
        nameMr: '311 - मृत्यू किंवा जबर दुखापत करण्याच्या प्रयत्नासह जबरी चोरी / दरोडा',
        nameEn: '311 - Robbery or dacoity with attempt to cause death or grievous hurt',
      },
      {
        code: '312',
        nameMr: '312 - प्राणघातक शस्त्रासह जबरी चोरी / दरोड्याचा प्रयत्न',
        nameEn: '312 - Attempt to commit robbery or dacoity when armed with deadly weapon',
      },
      {
        code: '316(2)',
        nameMr: '316(2) - फौजदारी विश्वासघात',
        nameEn: '316(2) - Criminal breach of trust',
      },
      {
        code: '317(2)',
        nameMr: '317(2) - चोरीचा माल अप्रामाणिकपणे स्वीकारणे',
        nameEn: '317(2) - Dishonestly receiving stolen property',
      },
      {
        code: '318(4)',
        nameMr: '318(4) - फसवणूक करून मालमत्ता हस्तगत करणे',
        nameEn: '318(4) - Cheating and dishonestly inducing delivery of property',
      },
      {
        code: '329(3)',
        nameMr: '329(3) - गुन्हेगारी अतिक्रमण',
        nameEn: '329(3) - Criminal trespass',
      },
      {
        code: '329(4)',
        nameMr: '329(4) - गृह-अतिक्रमण',
        nameEn: '329(4) - House-trespass',
      },
      {
        code: '331(3)',
        nameMr: '331(3) - गुन्हा करण्यासाठी घरफोडी (दिवसा)',
        nameEn: '331(3) - Lurking house-trespass or house-breaking in order to commit offence',
      },
      {
        code: '331(4)',
        nameMr: '331(4) - गुन्हा करण्यासाठी रात्री घरफोडी',
        nameEn:
          '331(4) - Lurking house-trespass or house-breaking by night in order to commit offence',
      },
    ],
  },
  {
    id: 3,
    code: 'MPA',
    nameMr: 'महाराष्ट्र पोलीस अधिनियम, १९५१',
    nameEn: 'Maharashtra Police Act, 1951',
    sections: [
      {
        code: '55',
        nameMr: '55 - टोळीला हद्दपार करणे (तडीपार)',
        nameEn: '55 - Dispersal of gangs and bodies of persons (externment)',
      },
      {
        code: '56',
        nameMr: '56 - गुन्हा करण्याच्या बेतात असलेल्या व्यक्तीस हद्दपार करणे (तडीपार)',
        nameEn: '56 - Removal of persons about to commit offence (externment)',
      },
      {
        code: '57',
        nameMr: '57 - विशिष्ट गुन्ह्यांत शिक्षा झालेल्या व्यक्तीस हद्दपार करणे (तडीपार)',
        nameEn: '57 - Removal of persons convicted of certain offences (externment)',
      },
      {
        code: '122',
        nameMr: '122 - सूर्यास्त ते सूर्योदय दरम्यान संशयास्पदरीत्या आढळणे',
        nameEn: '122 - Being found under suspicious circumstances between sunset and sunrise',
      },
      {
        code: '124',
        nameMr: '124 - समाधानकारक खुलासा देता न येणारी मालमत्ता बाळगणे',
        nameEn: '124 - Possession of property of which no satisfactory account can be given',
      },
      {
        code: '142',
        nameMr: '142 - हद्दपारीचा (तडीपार) आदेश असताना परवानगीशिवाय हद्दीत प्रवेश',
        nameEn: '142 - Entering without permission the area from which a person is externed',
      },
    ],
  },
  {
    id: 4,
    code: 'CRPC',
    nameMr: 'फौजदारी प्रक्रिया संहिता, १९७३',
    nameEn: 'Code of Criminal Procedure, 1973',
    sections: [
      {
        code: '107',
        nameMr: '107 - शांतता राखण्यासाठी बंधपत्र',
        nameEn: '107 - Security for keeping the peace',
      },
      {
        code: '109',
        nameMr: '109 - संशयित व्यक्तींकडून चांगल्या वर्तणुकीचे बंधपत्र',
        nameEn: '109 - Security for good behaviour from suspected persons',
      },
      {
        code: '110',
        nameMr: '110 - सराईत गुन्हेगारांकडून चांगल्या वर्तणुकीचे बंधपत्र',
        nameEn: '110 - Security for good behaviour from habitual offenders',
      },
      {
        code: '151',
        nameMr: '151 - दखलपात्र गुन्हा टाळण्यासाठी अटक',
        nameEn: '151 - Arrest to prevent the commission of cognizable offences',
      },
    ],
  },
  {
    id: 5,
    code: 'BNSS',
    nameMr: 'भारतीय नागरिक सुरक्षा संहिता, २०२३',
    nameEn: 'Bharatiya Nagarik Suraksha Sanhita, 2023',
    sections: [
      {
        code: '126',
        nameMr: '126 - शांतता राखण्यासाठी बंधपत्र',
        nameEn: '126 - Security for keeping the peace',
      },
      {
        code: '128',
        nameMr: '128 - संशयित व्यक्तींकडून चांगल्या वर्तणुकीचे बंधपत्र',
        nameEn: '128 - Security for good behaviour from suspected persons',
      },
      {
        code: '129',
        nameMr: '129 - सराईत गुन्हेगारांकडून चांगल्या वर्तणुकीचे बंधपत्र',
        nameEn: '129 - Security for good behaviour from habitual offenders',
      },
      {
        code: '170',
        nameMr: '170 - दखलपात्र गुन्हा टाळण्यासाठी अटक',
        nameEn: '170 - Arrest to prevent the commission of cognizable offences',
      },
    ],
  },
  {
    id: 6,
    code: 'MPDA',
    nameMr: 'महाराष्ट्र धोकादायक कृत्ये प्रतिबंधक अधिनियम (एम.पी.डी.ए.), १९८१',
    nameEn: 'Maharashtra Prevention of Dangerous Activities Act (MPDA), 1981',
    sections: [
      {
        code: '3',
        nameMr: '3 - विशिष्ट व्यक्तींना स्थानबद्ध करण्याचा आदेश',
        nameEn: '3 - Power to make orders detaining certain persons',
      },
    ],
  },
  {
    id: 7,
    code: 'ARMS',
    nameMr: 'शस्त्र अधिनियम, १९५९',
    nameEn: 'Arms Act, 1959',
    sections: [
      {
        code: '3',
        nameMr: '3 - परवान्याशिवाय अग्निशस्त्र किंवा दारूगोळा बाळगणे',
        nameEn: '3 - Licence for acquisition and possession of firearms or ammunition',
      },
      {
        code: '4',
        nameMr: '4 - अधिसूचित शस्त्रे (उदा. कोयता, चाकू) परवान्याशिवाय बाळगणे',
        nameEn: '4 - Licence for acquisition and possession of arms of specified description',
      },
      {
        code: '25',
        nameMr: '25 - बेकायदा शस्त्र बाळगल्याबद्दल शिक्षा',
        nameEn: '25 - Punishment for certain offences (illegal arms)',
      },
    ],
  },
  {
    id: 8,
    code: 'MCOCA',
    nameMr: 'महाराष्ट्र संघटित गुन्हेगारी नियंत्रण अधिनियम (मोक्का), १९९९',
    nameEn: 'Maharashtra Control of Organised Crime Act (MCOCA), 1999',
    sections: [
      {
        code: '3(1)',
        nameMr: '3(1) - संघटित गुन्हा करणे',
        nameEn: '3(1) - Commission of organised crime',
      },
      {
        code: '3(2)',
        nameMr: '3(2) - संघटित गुन्ह्याचा कट, अपप्रेरणा किंवा सहाय्य',
        nameEn: '3(2) - Conspiring, abetting or facilitating organised crime',
      },
      {
        code: '3(4)',
        nameMr: '3(4) - संघटित गुन्हेगारी टोळीचा सदस्य असणे',
        nameEn: '3(4) - Member of an organised crime syndicate',
      },
    ],
  },
];

// ---------------------------------------------------------------------------------------------
// Crime types (heading) and crime titles (sub-title)
// ---------------------------------------------------------------------------------------------

export const CRIME_TYPES: NamedRow[] = [
  { id: 1, nameMr: 'घरफोडी', nameEn: 'House-breaking' },
  { id: 2, nameMr: 'चोरी', nameEn: 'Theft' },
  { id: 3, nameMr: 'जबरी चोरी', nameEn: 'Robbery' },
  { id: 4, nameMr: 'दरोडा', nameEn: 'Dacoity' },
  { id: 5, nameMr: 'वाहन चोरी', nameEn: 'Vehicle theft' },
  { id: 6, nameMr: 'सोनसाखळी चोरी', nameEn: 'Chain snatching' },
  { id: 7, nameMr: 'मोबाईल चोरी', nameEn: 'Mobile theft' },
  { id: 8, nameMr: 'फसवणूक', nameEn: 'Cheating' },
  { id: 9, nameMr: 'विश्वासघात', nameEn: 'Criminal breach of trust' },
  { id: 10, nameMr: 'चोरीचा माल बाळगणे', nameEn: 'Receiving stolen property' },
  { id: 11, nameMr: 'दरोड्याची तयारी', nameEn: 'Preparation for dacoity' },
  { id: 12, nameMr: 'जनावरे चोरी', nameEn: 'Cattle theft' },
];

export const CRIME_TITLES: CrimeTitleRow[] = [
  // 1 House-breaking
  { id: 1, crimeTypeId: 1, nameMr: 'दिवसा घरफोडी', nameEn: 'Daytime house-breaking' },
  { id: 2, crimeTypeId: 1, nameMr: 'रात्री घरफोडी', nameEn: 'Night house-breaking' },
  { id: 3, crimeTypeId: 1, nameMr: 'दुकानफोडी', nameEn: 'Shop-breaking' },
  { id: 4, crimeTypeId: 1, nameMr: 'मंदिरफोडी', nameEn: 'Temple-breaking' },
  // 2 Theft
  { id: 5, crimeTypeId: 2, nameMr: 'घरातील चोरी', nameEn: 'Theft in dwelling house' },
  { id: 6, crimeTypeId: 2, nameMr: 'पाकीटमारी', nameEn: 'Pickpocketing' },
  { id: 7, crimeTypeId: 2, nameMr: 'नोकराकडून चोरी', nameEn: 'Theft by servant' },
  { id: 8, crimeTypeId: 2, nameMr: 'मंदिरातील दानपेटी चोरी', nameEn: 'Temple donation-box theft' },
  // 3 Robbery
  { id: 9, crimeTypeId: 3, nameMr: 'रस्त्यावरील जबरी चोरी', nameEn: 'Street robbery' },
  { id: 10, crimeTypeId: 3, nameMr: 'महामार्गावरील जबरी चोरी', nameEn: 'Highway robbery' },
  {
    id: 11,
    crimeTypeId: 3,
    nameMr: 'शस्त्राचा धाक दाखवून जबरी चोरी',
    nameEn: 'Robbery at weapon point',
  },
  // 4 Dacoity
  { id: 12, crimeTypeId: 4, nameMr: 'घरावर दरोडा', nameEn: 'Dacoity at residence' },
  { id: 13, crimeTypeId: 4, nameMr: 'सराफ दुकानावर दरोडा', nameEn: 'Dacoity at jewellery shop' },
  { id: 14, crimeTypeId: 4, nameMr: 'बँकेवर दरोडा', nameEn: 'Bank dacoity' },
  { id: 15, crimeTypeId: 4, nameMr: 'महामार्गावर दरोडा', nameEn: 'Highway dacoity' },
  // 5 Vehicle theft
  { id: 16, crimeTypeId: 5, nameMr: 'दुचाकी चोरी', nameEn: 'Two-wheeler theft' },
  { id: 17, crimeTypeId: 5, nameMr: 'चारचाकी चोरी', nameEn: 'Four-wheeler theft' },
  { id: 18, crimeTypeId: 5, nameMr: 'रिक्षा चोरी', nameEn: 'Auto-rickshaw theft' },
  { id: 19, crimeTypeId: 5, nameMr: 'अवजड वाहन चोरी', nameEn: 'Heavy vehicle theft' },
  // 6 Chain snatching
  {
    id: 20,
    crimeTypeId: 6,
    nameMr: 'पादचारी महिलेची सोनसाखळी हिसकावणे',
    nameEn: 'Chain snatching from pedestrian woman',
  },
  {
    id: 21,
    crimeTypeId: 6,
    nameMr: 'दुचाकीवरून येऊन सोनसाखळी हिसकावणे',
    nameEn: 'Chain snatching by motorcycle-borne offenders',
  },
  { id: 22, crimeTypeId: 6, nameMr: 'मंगळसूत्र हिसकावणे', nameEn: 'Mangalsutra snatching' },
  // 7 Mobile theft
  { id: 23, crimeTypeId: 7, nameMr: 'गर्दीतून मोबाईल चोरी', nameEn: 'Mobile theft in crowd' },
  { id: 24, crimeTypeId: 7, nameMr: 'मोबाईल हिसकावणे', nameEn: 'Mobile snatching' },
  {
    id: 25,
    crimeTypeId: 7,
    nameMr: 'प्रवासादरम्यान मोबाईल चोरी',
    nameEn: 'Mobile theft while travelling',
  },
  // 8 Cheating
  { id: 26, crimeTypeId: 8, nameMr: 'ऑनलाइन फसवणूक', nameEn: 'Online fraud' },
  {
    id: 27,
    crimeTypeId: 8,
    nameMr: 'एटीएम कार्ड बदलून फसवणूक',
    nameEn: 'ATM card swap fraud',
  },
  {
    id: 28,
    crimeTypeId: 8,
    nameMr: 'नोकरीचे आमिष दाखवून फसवणूक',
    nameEn: 'Job offer fraud',
  },
  {
    id: 29,
    crimeTypeId: 8,
    nameMr: 'बनावट सोने देऊन फसवणूक',
    nameEn: 'Fake gold fraud',
  },
  // 9 Criminal breach of trust
  {
    id: 30,
    crimeTypeId: 9,
    nameMr: 'नोकराकडून / कर्मचाऱ्याकडून अपहार',
    nameEn: 'Misappropriation by employee',
  },
  {
    id: 31,
    crimeTypeId: 9,
    nameMr: 'वाहतूकदाराकडून मालाचा अपहार',
    nameEn: 'Misappropriation of goods by carrier',
  },
  {
    id: 32,
    crimeTypeId: 9,
    nameMr: 'ठेवी / भिशीच्या रकमेचा अपहार',
    nameEn: 'Misappropriation of deposits',
  },
  // 10 Receiving stolen property
  {
    id: 33,
    crimeTypeId: 10,
    nameMr: 'चोरीचे दागिने विकत घेणे',
    nameEn: 'Buying stolen jewellery',
  },
  {
    id: 34,
    crimeTypeId: 10,
    nameMr: 'चोरीचे वाहन बाळगणे',
    nameEn: 'Possession of stolen vehicle',
  },
  {
    id: 35,
    crimeTypeId: 10,
    nameMr: 'चोरीचे मोबाईल विकत घेणे / विकणे',
    nameEn: 'Dealing in stolen mobiles',
  },
  // 11 Preparation for dacoity
  {
    id: 36,
    crimeTypeId: 11,
    nameMr: 'शस्त्रांसह दरोड्याच्या तयारीत एकत्र जमणे',
    nameEn: 'Assembling armed to commit dacoity',
  },
  {
    id: 37,
    crimeTypeId: 11,
    nameMr: 'दरोडेखोर टोळीचा सदस्य',
    nameEn: 'Member of a gang of dacoits',
  },
  // 12 Cattle theft
  { id: 38, crimeTypeId: 12, nameMr: 'गाय / बैल चोरी', nameEn: 'Cow / bullock theft' },
  { id: 39, crimeTypeId: 12, nameMr: 'शेळी / मेंढी चोरी', nameEn: 'Goat / sheep theft' },
];

// ---------------------------------------------------------------------------------------------
// Statuses. FIXED ids: rules depend on them.
// ---------------------------------------------------------------------------------------------

export const CRIME_STATUSES: NamedRow[] = [
  { id: 1, nameMr: 'तपासावर', nameEn: 'Under investigation' },
  { id: 2, nameMr: 'न्यायप्रविष्ट', nameEn: 'Pending in court (charge-sheeted)' },
  { id: 3, nameMr: 'शिक्षा', nameEn: 'Convicted' },
  { id: 4, nameMr: 'निर्दोष मुक्त', nameEn: 'Acquitted' },
  { id: 5, nameMr: "'अ' फायनल समरी", nameEn: 'A-Final summary (undetected)' },
  { id: 6, nameMr: 'तडजोड', nameEn: 'Compounded' },
];

export const CURRENT_STATUSES: NamedRow[] = [
  { id: 1, nameMr: 'न्यायालयीन कोठडी', nameEn: 'Judicial custody' },
  { id: 2, nameMr: 'पोलीस कोठडी', nameEn: 'Police custody' },
  { id: 3, nameMr: 'जामिनावर मुक्त', nameEn: 'Released on bail' },
  { id: 4, nameMr: 'शिक्षा भोगत आहे', nameEn: 'Serving sentence' },
  { id: 5, nameMr: 'पाहिजे आरोपी', nameEn: 'Wanted' },
  { id: 6, nameMr: 'फरार', nameEn: 'Absconding' },
  { id: 7, nameMr: 'मृत', nameEn: 'Deceased' },
  { id: 8, nameMr: 'सुटका', nameEn: 'Released' },
];

// 5, 6 and 7 are the externment (tadipar) types.
export const PREVENTIVE_ACTION_TYPES: NamedRow[] = [
  {
    id: 1,
    nameMr: 'सीआरपीसी कलम १०७ / बीएनएसएस कलम १२६ - शांतता राखण्यासाठी बंधपत्र',
    nameEn: 'CrPC 107 / BNSS 126 - Security for keeping the peace',
  },
  {
    id: 2,
    nameMr: 'सीआरपीसी कलम १०९ / बीएनएसएस कलम १२८ - संशयित व्यक्तींकडून चांगल्या वर्तणुकीचे बंधपत्र',
    nameEn: 'CrPC 109 / BNSS 128 - Security for good behaviour from suspected persons',
  },
  {
    id: 3,
    nameMr: 'सीआरपीसी कलम ११० / बीएनएसएस कलम १२९ - सराईत गुन्हेगारांकडून चांगल्या वर्तणुकीचे बंधपत्र',
    nameEn: 'CrPC 110 / BNSS 129 - Security for good behaviour from habitual offenders',
  },
  {
    id: 4,
    nameMr: 'सीआरपीसी कलम १५१ / बीएनएसएस कलम १७० - दखलपात्र गुन्हा टाळण्यासाठी अटक',
    nameEn: 'CrPC 151 / BNSS 170 - Arrest to prevent a cognizable offence',
  },
  {
    id: 5,
    nameMr: 'तडीपार - कलम ५५ (महाराष्ट्र पोलीस अधिनियम)',
    nameEn: 'Externment - Maharashtra Police Act section 55 (gang)',
  },
  {
    id: 6,
    nameMr: 'तडीपार - कलम ५६ (महाराष्ट्र पोलीस अधिनियम)',
    nameEn: 'Externment - Maharashtra Police Act section 56',
  },
  {
    id: 7,
    nameMr: 'तडीपार - कलम ५७ (महाराष्ट्र पोलीस अधिनियम)',
    nameEn: 'Externment - Maharashtra Police Act section 57 (convicted person)',
  },
  { id: 8, nameMr: 'एम.पी.डी.ए. स्थानबद्धता', nameEn: 'MPDA detention' },
  { id: 9, nameMr: 'मोक्का', nameEn: 'MCOCA' },
];

// ---------------------------------------------------------------------------------------------
// Patrol spot types (QR-tagged spots)
// ---------------------------------------------------------------------------------------------

export const SPOT_TYPES: NamedRow[] = [
  { id: 1, nameMr: 'एटीएम', nameEn: 'ATM' },
  { id: 2, nameMr: 'बँक', nameEn: 'Bank' },
  { id: 3, nameMr: 'सराफ दुकान', nameEn: 'Jewellery shop' },
  { id: 4, nameMr: 'पेट्रोल पंप', nameEn: 'Petrol pump' },
  { id: 5, nameMr: 'बसस्थानक', nameEn: 'Bus stand' },
  { id: 6, nameMr: 'रेल्वे स्थानक', nameEn: 'Railway station' },
  { id: 7, nameMr: 'बाजारपेठ', nameEn: 'Market' },
  { id: 8, nameMr: 'मंदिर / धार्मिक स्थळ', nameEn: 'Temple / place of worship' },
  { id: 9, nameMr: 'शाळा / महाविद्यालय', nameEn: 'School / college' },
  { id: 10, nameMr: 'गुन्हेगारी ठिकाण (हॉटस्पॉट)', nameEn: 'Crime hotspot' },
  { id: 11, nameMr: 'निवासी सोसायटी', nameEn: 'Residential society' },
  { id: 12, nameMr: 'निर्जन ठिकाण', nameEn: 'Lonely place' },
];

// ---------------------------------------------------------------------------------------------
// Wanted types. FIXED ids 1-13: 1-7 persons (3-5 externed, need an externment area),
// 8-9 vehicles, 10 licence, 11-13 mobile phones.
// ---------------------------------------------------------------------------------------------

export const WANTED_TYPES: NamedRow[] = [
  { id: 1, nameMr: 'पाहिजे आरोपी', nameEn: 'Wanted accused' },
  { id: 2, nameMr: 'फरारी आरोपी', nameEn: 'Absconding accused' },
  { id: 3, nameMr: 'तडीपार - कलम ५५', nameEn: 'Externed under MPA section 55' },
  { id: 4, nameMr: 'तडीपार - कलम ५६', nameEn: 'Externed under MPA section 56' },
  { id: 5, nameMr: 'तडीपार - कलम ५७', nameEn: 'Externed under MPA section 57' },
  { id: 6, nameMr: 'स्थानबद्ध - एमपीडीए', nameEn: 'Detained under MPDA' },
  { id: 7, nameMr: 'हरवलेली / बेपत्ता व्यक्ती', nameEn: 'Missing person' },
  { id: 8, nameMr: 'चोरीचे वाहन', nameEn: 'Stolen vehicle' },
  { id: 9, nameMr: 'बेवारस वाहन', nameEn: 'Unclaimed vehicle' },
  { id: 10, nameMr: 'शस्त्र परवाना', nameEn: 'Arms licence' },
  { id: 11, nameMr: 'चोरीचा मोबाईल', nameEn: 'Stolen mobile' },
  { id: 12, nameMr: 'हरवलेला मोबाईल', nameEn: 'Lost mobile' },
  { id: 13, nameMr: 'संशयित मोबाईल', nameEn: 'Suspicious mobile' },
];

// ---------------------------------------------------------------------------------------------
// FAQ guidance items (spec 3 §2.15); role 8 attaches and replaces their documents or videos.
// ---------------------------------------------------------------------------------------------

export const FAQ_ITEMS: { id: number; titleMr: string; titleEn: string }[] = [
  { id: 1, titleMr: 'आरोपीची माहिती कशी भरावी', titleEn: 'How to enter accused information' },
  { id: 2, titleMr: 'कायदा व कलम शोधण्याचा पर्याय', titleEn: 'Option to search act and section' },
  { id: 3, titleMr: '२+ आरोपींची यादी कशी तयार होते', titleEn: 'How the 2-plus list is prepared' },
  {
    id: 4,
    titleMr: 'प्रतिबंधक कारवाई भरण्यासाठी मार्गदर्शन',
    titleEn: 'Guidance for filling preventive action',
  },
  {
    id: 5,
    titleMr: 'फरारी आरोपींची माहिती भरण्यासाठी मार्गदर्शन',
    titleEn: 'Guidance for filling absconding accused',
  },
];
