import type { DocumentMessages } from "./en";

/** Words someone wrote (a captain's or admin's note) keep their own direction inside an Arabic line. */
const isolated = (text: string | null) => (text ? `\u2068${text}\u2069` : "");

const SERVICES: Readonly<Record<string, string>> = {
  towing: "سحب المركبة",
  "jump-start": "تشغيل البطارية",
  "tire-change": "تغيير الإطار",
  "fuel-delivery": "توصيل الوقود",
};

/** The tax documents in Arabic: the FTA's own terms (فاتورة ضريبية، إشعار دائن ضريبي، رقم التسجيل الضريبي). */
export const ar: DocumentMessages = {
  taxInvoice: "فاتورة ضريبية",
  creditNote: "إشعار دائن ضريبي",
  trn: "رقم التسجيل الضريبي",
  facts: {
    invoiceNumber: "رقم الفاتورة",
    creditNoteNumber: "رقم الإشعار الدائن",
    refersTo: "الفاتورة الضريبية المرجعية",
    dateOfIssue: "تاريخ الإصدار",
    dateOfSupply: "تاريخ التوريد",
    customer: "العميل",
    reason: "السبب",
    request: "الطلب",
  },
  refersToInvoice: (number) => `يصحّح الفاتورة الضريبية ${number}`,
  columns: {
    description: "الوصف",
    net: "السعر دون الضريبة (درهم)",
    vatRate: "نسبة الضريبة",
    vat: "الضريبة (درهم)",
    total: "الإجمالي (درهم)",
  },
  totals: {
    net: "الإجمالي دون ضريبة القيمة المضافة",
    vat: (rate) => `ضريبة القيمة المضافة (${rate})`,
    gross: "الإجمالي شاملاً ضريبة القيمة المضافة",
    credited: "إجمالي المبلغ الدائن شاملاً ضريبة القيمة المضافة",
  },
  line: (line) => {
    const service = SERVICES[line.serviceType] ?? line.serviceType;
    switch (line.code) {
      case "service":
        return `${service} (السعر المبدئي)`;
      case "rank-price":
        return `سعر الكابتن صاحب الترتيب ${line.rank ?? "?"}`;
      case "weekend-surcharge":
        return "رسوم إضافية لعطلة نهاية الأسبوع";
      case "off-hours-surcharge":
        return "رسوم إضافية خارج ساعات العمل (قبل 09:00 أو بعد 17:00)";
      case "extra":
        return `إضافة: ${isolated(line.note)}`.trimEnd();
      case "cancellation-fee":
        return "رسوم الإلغاء";
      case "refund":
        return `استرداد: ${isolated(line.note)}`.trimEnd();
    }
  },
  paymentMethod: "طريقة الدفع",
  paymentMethods: { card: "بطاقة", cash: "نقداً", "apple-pay": "Apple Pay" },
  footer: "المبالغ بالدرهم الإماراتي. تُحتسب ضريبة القيمة المضافة لكل بند على حدة وتُقرَّب إلى أقرب فلس.",
  invoiceMail: {
    subject: (number) => `فاتورتك الضريبية من رود سايد رقم ${number}`,
    lines: (p) => [
      `مرحباً ${p.name}،`,
      "",
      `شكراً لاستخدامك رود سايد. مرفقة فاتورتك الضريبية رقم ${p.number}:`,
      `المبلغ ${p.gross}، منه ${p.vat} ضريبة القيمة المضافة (${p.rate}).`,
      "",
      `يمكنك تنزيلها مجدداً من سجل خدماتك: ${p.history}`,
    ],
  },
  creditNoteMail: {
    subject: (p) => `إشعارك الدائن من رود سايد رقم ${p.number} (استرداد ${p.gross})`,
    lines: (p) => [
      `مرحباً ${p.name}،`,
      "",
      `أعدنا ${p.gross} إلى بطاقتك، منها ${p.vat} ضريبة القيمة المضافة: ${p.reason}.`,
      `يصحّح الإشعار الدائن المرفق رقم ${p.number} الفاتورة الضريبية رقم ${p.invoiceNumber}.`,
      "قد يستغرق ظهور المبلغ المسترد في كشف حسابك بضعة أيام عمل.",
      "",
      `تجد المستندين كليهما في سجل خدماتك: ${p.history}`,
    ],
  },
};
