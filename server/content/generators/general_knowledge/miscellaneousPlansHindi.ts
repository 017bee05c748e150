/** The Hindi of miscellaneousPlans.ts (issue 15): the plans' aims and the measures of money supply. */
import type { FactTableHindi } from './factsHindi';

export const PLAN_AIM_HI: FactTableHindi = {
  columns: ['योजना', 'मुख्य लक्ष्य'],
  forward: (k) => `${k} का मुख्य लक्ष्य क्या था?`,
  backward: (v) => `किस पंचवर्षीय योजना का मुख्य लक्ष्य यह था: ${v}?`,
  fact: (k, v) => `${k} का मुख्य लक्ष्य था: ${v}।`,
  words: {
    'First Five-Year Plan (1951–56)': 'पहली पंचवर्षीय योजना (1951–56)',
    'Second Five-Year Plan (1956–61)': 'दूसरी पंचवर्षीय योजना (1956–61)',
    'Third Five-Year Plan (1961–66)': 'तीसरी पंचवर्षीय योजना (1961–66)',
    'Fourth Five-Year Plan (1969–74)': 'चौथी पंचवर्षीय योजना (1969–74)',
    'Fifth Five-Year Plan (1974–79)': 'पाँचवीं पंचवर्षीय योजना (1974–79)',
    'Seventh Five-Year Plan (1985–90)': 'सातवीं पंचवर्षीय योजना (1985–90)',
    'Eighth Five-Year Plan (1992–97)': 'आठवीं पंचवर्षीय योजना (1992–97)',
    'Ninth Five-Year Plan (1997–2002)': 'नौवीं पंचवर्षीय योजना (1997–2002)',
    'Eleventh Five-Year Plan (2007–12)': 'ग्यारहवीं पंचवर्षीय योजना (2007–12)',
    'Twelfth Five-Year Plan (2012–17)': 'बारहवीं पंचवर्षीय योजना (2012–17)',
    'Development of agriculture': 'कृषि का विकास',
    'Rapid industrialisation, with heavy industries': 'भारी उद्योगों के साथ तीव्र औद्योगीकरण',
    'A self-reliant and self-generating economy': 'आत्मनिर्भर और स्वतः विकासशील अर्थव्यवस्था',
    'Growth with stability and progressive self-reliance': 'स्थिरता के साथ विकास और उत्तरोत्तर आत्मनिर्भरता',
    'Removal of poverty (Garibi Hatao)': 'गरीबी उन्मूलन (गरीबी हटाओ)',
    'Food, work and productivity': 'भोजन, काम और उत्पादकता',
    'Human resource development, with the economic reforms of 1991':
      '1991 के आर्थिक सुधारों के साथ मानव संसाधन विकास',
    'Growth with social justice and equality': 'सामाजिक न्याय और समानता के साथ विकास',
    'Faster and more inclusive growth': 'तीव्र और अधिक समावेशी विकास',
    'Faster, more inclusive and sustainable growth': 'तीव्र, अधिक समावेशी और सतत विकास',
    'It was based on the Harrod–Domar model.': 'यह हैरोड–डोमर मॉडल पर आधारित थी।',
    'It was based on the Mahalanobis model.': 'यह महालनोबिस मॉडल पर आधारित थी।',
    'Three annual plans (1966–69, the "plan holiday") came before it.':
      'इससे पहले तीन वार्षिक योजनाएँ (1966–69, "योजना अवकाश") चलीं।',
    'It was the last Five-Year Plan; NITI Aayog replaced the Planning Commission in 2015.':
      'यह अंतिम पंचवर्षीय योजना थी; 2015 में नीति आयोग ने योजना आयोग का स्थान लिया।',
  },
};

export const MONEY_MEASURE_HI: FactTableHindi = {
  columns: ['माप', 'किनका योग'],
  forward: (k) => `भारतीय रिज़र्व बैंक के मुद्रा आपूर्ति के मापों में ${k} क्या है?`,
  backward: (v) => `मुद्रा आपूर्ति का कौन-सा माप ${v} है?`,
  fact: (k, v) => `${k} = ${v}।`,
  words: {
    M1: 'M1',
    M2: 'M2',
    M3: 'M3',
    M4: 'M4',
    'currency with the public + demand deposits with banks + other deposits with the RBI':
      'जनता के पास मुद्रा + बैंकों में माँग जमा + रिज़र्व बैंक के पास अन्य जमा',
    'M1 + savings deposits with post office savings banks': 'M1 + डाकघर बचत बैंकों में बचत जमा',
    'M1 + net time deposits with banks': 'M1 + बैंकों में शुद्ध सावधि जमा',
    'M3 + total deposits with post office savings organisations (excluding National Savings Certificates)':
      'M3 + डाकघर बचत संगठनों में कुल जमा (राष्ट्रीय बचत पत्रों को छोड़कर)',
    'M1 is narrow money, the most liquid measure.': 'M1 संकुचित मुद्रा है, सबसे अधिक तरल माप।',
    'M3 is broad money, the measure the RBI uses most.':
      'M3 व्यापक मुद्रा है, जिसका रिज़र्व बैंक सबसे अधिक उपयोग करता है।',
    'M4 is the least liquid measure.': 'M4 सबसे कम तरल माप है।',
  },
};
