import { kmIn } from "../../i18n/localFigures";
import type { PushMessages } from "./en";

/** The notifications in Arabic. */
export const ar: PushMessages = {
  newOffer: {
    title: "عرض عمل جديد",
    answerBefore: (time) => `عميل يحتاج إلى مساعدة. أجب قبل ${time} (بتوقيت الإمارات).`,
    answerOnDashboard: "عميل يحتاج إلى مساعدة. أجب عن العرض من لوحة التحكم.",
  },
  offerWithdrawn: { title: "سُحب العرض", body: "لم يعد العمل الذي عُرض عليك متاحاً." },
  jobCancelled: { title: "أُلغي العمل", body: "ألغى العميل هذا العمل. لا حاجة إلى الذهاب." },
  captainAccepted: { title: "الكابتن في الطريق", body: "قبل أحد الكباتن طلبك." },
  captainNearby: {
    title: "الكابتن قريب منك",
    body: (km) => `الكابتن على بُعد أقل من ${kmIn("ar", km)} منك.`,
  },
  captainArrived: { title: "وصل الكابتن", body: "وصل الكابتن وبدأ العمل." },
  receipt: {
    title: "اكتمل العمل: إيصالك",
    body: (p) =>
      `دفعت ${p.paid}، منها ${p.vat} ضريبة القيمة المضافة. اضغط لفتح الفاتورة الضريبية ${p.invoiceNumber}.`,
  },
  jobCompleted: { title: "اكتمل العمل", body: "اكتملت خدمتك. يمكنك الآن تقييم الكابتن." },
  chatMessage: { title: "رسالة جديدة", body: "لديك رسالة جديدة في محادثة الخدمة." },
  nobodyTookRequest: {
    title: "لا يوجد كابتن متاح",
    body: "لم يتمكن أي كابتن من قبول طلبك. افتح التطبيق لتحاول مجدداً أو اتصل بالدعم.",
  },
  family: {
    tripStarted: { title: "بدأت الرحلة", body: "وصل الكابتن وبدأ العمل." },
    tripEnded: {
      title: "انتهت الرحلة",
      completed: "اكتمل العمل.",
      cancelled: "أُلغيت الرحلة.",
      unassigned: "لم يتمكن أي كابتن من قبول هذا الطلب.",
    },
  },
};
