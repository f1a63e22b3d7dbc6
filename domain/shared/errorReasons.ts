import { formatAed } from "../money/fils";
import { DOCUMENT_LABELS, type DocumentLabelKind } from "../provider/documentLabels";

/*
 * Every refusal the APIs answer, by its stable reason id (area.camelCase) with its English template.
 * The REST body and GraphQL extensions carry `reason` and `params`; the web app's "errors" catalogue
 * holds these same English templates (a test keeps them equal) and their Arabic, and says the
 * refusal in the reader's language. The English message every API caller sees is rendered here.
 *
 * Placeholders are i18next's: `{{name}}` is the param as it is; `{{name, aed}}` is an amount in fils
 * written as money; `{{name, documents}}` is a comma-separated list of captain document kinds written
 * as their names ("trade licence and insurance certificate"); `{{name, words}}` is an id written as
 * words ("insufficient-funds" → "insufficient funds"); `{{name, roles}}` is a comma-separated list
 * of roles written as people ("customer,admin" → "customers and admins"). A param named `field` is an input's
 * name (the client translates the known ones); ids, dates and statuses are given as they are. A
 * pair `x_one`/`x_other` is one reason `x` whose `count` param chooses the form (i18next plurals).
 * Changing a template's wording changes what clients show: keep ids stable, add new ones for new rules.
 */
export const ERROR_REASONS = {
  // ---- input validation: one reason per rule kind, the field as a param ----
  "input.required": "{{field}}: is required",
  "input.requiredWith": "{{field}}: is required with {{other}}",
  "input.requiredWithDestination": "{{field}}: is required with a destination",
  "input.notEmpty": "{{field}}: must not be empty",
  "input.tooLong": "{{field}}: must be at most {{max}} characters",
  "input.tooShort": "{{field}}: must be at least {{min}} characters",
  "input.atMostChars": "{{field}}: at most {{max}} characters",
  "input.atMost": "{{field}}: must be at most {{max}}",
  "input.atLeast": "{{field}}: must be at least {{min}}",
  "input.moreThan": "{{field}}: must be more than {{min}}",
  "input.moreThanZero": "{{field}}: must be more than zero",
  "input.notNegative": "{{field}}: must not be negative",
  "input.zeroOrMore": "{{field}}: must be {{min}} or more",
  "input.notBefore": "{{field}}: must be {{min}} or later",
  "input.notAfter": "{{field}}: must be {{max}} or earlier",
  "input.between": "{{field}}: must be between {{min}} and {{max}}",
  "input.range": "{{field}}: must be {{min}} to {{max}}",
  "input.wholeNumberRange": "{{field}}: must be a whole number from {{min}} to {{max}}",
  "input.wholeNumber": "{{field}}: must be a whole number",
  "input.wholeFils": "{{field}}: must be a whole number of fils",
  "input.number": "{{field}}: must be a number",
  "input.text": "{{field}}: must be text",
  "input.textId": "{{field}}: must be a text id",
  "input.boolean": "{{field}}: must be true or false",
  "input.list": "{{field}}: must be a list",
  "input.object": "{{field}}: must be an object",
  "input.typeOther": "{{field}}: must be a {{expected}}",
  "input.oneOf": "{{field}}: must be one of {{values}}",
  "input.eitherOr": "{{field}}: must be {{first}} or {{second}}",
  "input.unknownFields": "{{field}}: has unknown fields: {{fields}}",
  "input.email": "{{field}}: must be a valid email address",
  "input.looksLike": "{{field}}: must look like {{pattern}}",
  "input.date": "{{field}}: must be a date written YYYY-MM-DD",
  "input.dateGot": '{{field}}: must be a YYYY-MM-DD date, got "{{value}}"',
  "input.dateTime": "{{field}}: must be an ISO date-time such as 2025-03-01T10:00:00Z",
  "input.year": "{{field}}: must be a year such as {{example}}",
  "input.month": "{{field}}: must be a month from 1 to 12",
  "input.nulCharacter": "{{field}}: must not contain a NUL character (\\u0000)",
  "input.atLeastOneEmirate": "{{field}}: must name at least one emirate you serve",
  "input.atLeastOneMessage": "{{field}}: must name at least one message",
  "input.atLeastOneProvider": "{{field}}: must name at least one provider",
  "input.atLeastOneService": "{{field}}: must name at least one service",
  "input.atMostMessages": "{{field}}: must name at most {{max}} messages",
  "input.messageIds": "{{field}}: must be a list of message ids",
  "input.truckId": "{{field}}: must be a truck id",
  "input.serviceName": "{{field}}: must be a service name such as towing",
  "input.licenceCharacters": "{{field}}: may hold only letters, digits, spaces, / and -",
  "input.trackingLink": "{{field}}: is not a valid tracking link",
  "input.httpsPushUrl": "{{field}}: must be an https:// URL from the browser's PushManager",
  "input.amountAtMost": "{{field}}: must be at most AED 1,000,000",
  "input.amountAtLeastOne": "{{field}}: must be at least AED 1.00",
  "input.cardNumber": "{{field}}: is required: the card number",
  "input.cardCvc": "{{field}}: is required: the 3 digits on the back of the card",
  "input.cardCvcDigits": "{{field}}: must be the 3 digits on the back of the card",
  "input.dateFormat": "{{field}}: date must be YYYY-MM-DD",
  "input.imageAsMultipart":
    "{{field}}: send the image as multipart/form-data with a file part named imageFile",
  "input.tooBig": "{{field}}: Too big: expected {{origin}} to be {{limit}}",
  "input.tooSmall": "{{field}}: Too small: expected {{origin}} to be {{limit}}",
  "input.tooBigSize": "{{field}}: Too big: expected {{origin}} to have {{limit}} {{unit}}",
  "input.tooSmallSize": "{{field}}: Too small: expected {{origin}} to have {{limit}} {{unit}}",
  "input.invalidType": "{{field}}: Invalid input: expected {{expected}}, received {{received}}",
  "input.invalidOption": "{{field}}: Invalid option: expected one of {{values}}",
  "input.invalidFormat": "{{field}}: Invalid {{format}}",
  "input.invalidPattern": "{{field}}: Invalid string: must match pattern {{pattern}}",
  "input.invalid": "{{field}}: {{detail}}",
  "input.invalidWhole": "{{detail}}",
  "input.realDate": "{{field}}: date must be a real calendar date",
  "input.phone": "{{field}}: must be a phone number such as +971 50 123 4567",
  "input.pointOnEarth": "{{field}}: must be a point on Earth",
  "input.latitudeRange": "{{field}}: latitude must be between -90 and 90",
  "input.longitudeRange": "{{field}}: longitude must be between -180 and 180",
  "input.latLng": "{{field}}: must be lat,lng such as 25.2048,55.2708",
  "input.latLngDegrees": "{{field}}: must be latitude,longitude in decimal degrees, e.g. 25.2048,55.2708",
  "input.imageContentType": "{{field}}: must be an image content type",
  "input.pushAuthSecret": "{{field}}: must be the subscription's auth secret: 16 bytes in base64url",
  "input.pushKey": "{{field}}: must be the subscription's p256dh key: 65 bytes in base64url",
  "input.imageMessageNeedsUrl": "{{field}}: an image message needs its imageUrl",
  "input.textMessageNotEmpty": "{{field}}: a text message must not be empty",
  "input.missingNameAndPhone": "Missing Information: Please fill in both name and phone number",
  "input.fillInAllRequiredFields": "Please fill in all required fields",
  "input.fillInAllFields": "Please fill in all fields",
  "input.enterEmail": "Please enter your email",
  "input.chooseNewPassword": "Please choose a new password",
  "input.enterCurrentPassword": "Please enter your current password",
  "input.selectRating": "Please select a rating",
  "input.resetLinkIncomplete": "The reset link is incomplete",
  "input.verificationLinkIncomplete": "The verification link is incomplete",
  "input.isRequired": "{{field}} is required",
  "input.unknownCursor": "{{field}}: is not one this query returned",
  "input.aedTwoDecimals": "{{field}}: must be an amount in AED with at most two decimals",
  "input.aedZeroOrMore": "{{field}}: must be an amount in AED, 0 or more",
  "input.twoDecimals": "{{field}}: must have at most two decimals",

  // ---- passwords ----
  "password.tooShort": "Password must be at least {{min}} characters",
  "password.tooLong": "Password must be at most {{max}} characters",
  "password.common":
    "Password is one of the most common passwords; please choose one that is harder to guess",
  "password.personal": "Password must not be your name or email address",
  "password.resetLinkUnusable":
    "This reset link is invalid, expired or already used. Please ask for a new one.",
  "password.onlyOwnerChanges": "only the account owner can change its password",
  "password.resetAskedThroughForm": "a reset link is asked for through the forgot-password form",
  "password.resetThroughLink": "a password is reset through a reset link",
  "password.wrongCurrent": "Current password is incorrect",
  "password.sameAsCurrent": "The new password must differ from the current one",

  // ---- the test card processor's card form ----
  "card.sixteenDigits": "{{field}}: must be the card's 16 digits",
  "card.invalidNumber": "{{field}}: is not a valid card number (check the digits)",
  "card.yearWithin20": "{{field}}: must be a year within the next 20",
  "card.expired": "{{field}}: the card has expired (its expiry date is in the past)",

  // ---- sign-in and access ----
  "auth.invalidCredentials": "Invalid credentials",
  "auth.signInRequired": "Please sign in to continue",
  "auth.onlyForRoles": "This is only available to {{roles, roles}}",
  "auth.ownAccountOnly": "You can only see or change your own account's data",
  "auth.ownUserIdOnly": "{{field}} must be your own user id",
  "auth.signInOverHttp": "Sign in and out over HTTP POST /graphql: a WebSocket cannot set the session cookie",

  // ---- rate limits (plural pairs: `count` chooses) ----
  "rateLimit.signInsSeconds_one": "Too many sign-in attempts. Please wait {{count}} second and try again.",
  "rateLimit.signInsSeconds_other": "Too many sign-in attempts. Please wait {{count}} seconds and try again.",
  "rateLimit.signInsMinutes_one": "Too many sign-in attempts. Please wait {{count}} minute and try again.",
  "rateLimit.signInsMinutes_other": "Too many sign-in attempts. Please wait {{count}} minutes and try again.",
  "rateLimit.signUpsSeconds_one":
    "Too many sign-ups from this address. Please wait {{count}} second and try again.",
  "rateLimit.signUpsSeconds_other":
    "Too many sign-ups from this address. Please wait {{count}} seconds and try again.",
  "rateLimit.signUpsMinutes_one":
    "Too many sign-ups from this address. Please wait {{count}} minute and try again.",
  "rateLimit.signUpsMinutes_other":
    "Too many sign-ups from this address. Please wait {{count}} minutes and try again.",
  "rateLimit.passwordAttemptsSeconds_one":
    "Too many password attempts. Please wait {{count}} second and try again.",
  "rateLimit.passwordAttemptsSeconds_other":
    "Too many password attempts. Please wait {{count}} seconds and try again.",
  "rateLimit.passwordAttemptsMinutes_one":
    "Too many password attempts. Please wait {{count}} minute and try again.",
  "rateLimit.passwordAttemptsMinutes_other":
    "Too many password attempts. Please wait {{count}} minutes and try again.",
  "rateLimit.routeRequests": "Too many route requests. Try again in {{seconds}} s.",
  "rateLimit.placeLookups": "Too many place look-ups. Try again in {{seconds}} s.",

  // ---- accounts ----
  "account.notFound": "account {{accountId}} does not exist",
  "account.alreadyExists": "account {{accountId}} already exists",
  "account.registerSelfOrSystem": "an account can only be registered by itself or by the system",
  "account.adminNotSelfRegistered": "admin accounts cannot be self-registered",
  "account.roleCannotRegister": "a {{role}} cannot register a {{userType}} account",
  "account.cannotSuspendSelf": "an admin cannot suspend their own account",
  "account.notSuspended": "account {{accountId}} is not suspended",
  "account.onlyAdminSuspends": "only an admin can suspend an account",
  "account.onlyAdminReinstates": "only an admin can reinstate an account",
  "account.onlyOwnerOrAdmin": "only the account owner or an admin can change this account",
  "account.onlyOwnerChoosesLanguage": "only the account owner can choose its language",
  "account.claimOwnEmailOnly": "an email can only be claimed for one's own account",
  "account.emailTaken": "an account with this email already exists",
  "account.noEmail": "account {{accountId}} has no email",
  "account.suspended":
    "Your account is suspended: {{suspensionReason}}. Contact support to have it reinstated.",

  // ---- email verification ----
  "email.verifyToGoOnline":
    "Verify your email before going online: open the link we mailed you, or ask for a new one.",
  "email.onlyOwnerAsksLink": "only the account owner can ask for a verification link",
  "email.alreadyVerified": "Your email is already verified",
  "email.linkSentRecently":
    "We sent you a verification link less than a minute ago. Please check your inbox, or try again in a minute.",
  "email.verifiedThroughLink": "an email is verified through the link mailed to it",
  "email.verifyLinkUnusable":
    "This verification link is invalid, expired or already used. Sign in and ask for a new one.",

  // ---- vehicles ----
  "vehicle.alreadyExists": "vehicle {{vehicleId}} already exists",
  "vehicle.plateTaken": '{{field}} "{{plate}}" is already registered on your vehicle "{{vehicleName}}"',
  "vehicle.notInAccount": "vehicle {{vehicleId}} is not in this account",

  // ---- emergency contacts ----
  "contact.alreadyExists": "emergency contact {{contactId}} already exists",
  "contact.phoneTaken": "{{phone}} is already one of your emergency contacts",
  "contact.tooMany": "you can have at most {{max}} emergency contacts",
  "contact.notInAccount": "emergency contact {{contactId}} is not in this account",

  // ---- requests ----
  "request.notFound": "request {{requestId}} does not exist",
  "request.alreadyExists": "request {{requestId}} already exists",
  "request.wrongStatus": "request is {{status}}, not {{expected}}",
  "request.onlyCustomerCanRequest": "only a customer can request a service",
  "request.scheduleInPast": "{{field}} must be in the future",
  "request.scheduleTooFar": "{{field}} must be within {{days}} days from now",
  "request.truckOnlyForTowing": "{{field}} is only for towing requests",
  "request.truckNeedsItsProvider": "a towing truck can only be booked with its provider",
  "request.providerCannotCancel": "a provider cannot cancel a request: decline the offer or contact support",
  "request.onlyCustomerOrAdminCanCancel": "only the customer or an admin can cancel a request",
  "request.onlyItsCustomerCanCancel": "only the customer who made this request can cancel it",
  "request.completedNotCancellable": "request is completed and can no longer be cancelled",
  "request.alreadyCancelled": "request is already cancelled",
  "request.adminCancelNeedsReason": "{{field}} is required when an admin cancels for the customer",
  "request.onlySystemMarksUnassigned": "only dispatch (system) can mark a request unassigned",

  // ---- offers ----
  "offer.onlyDispatchCanOffer": "only dispatch (system or admin) can offer a job",
  "offer.onlyDispatchCanWithdraw": "only dispatch (system or admin) can withdraw an offer",
  "offer.alreadyDeclined": "provider {{providerId}} already declined this job",
  "offer.notHeld": "provider {{providerId}} holds no offer for this request",
  "offer.notExpiredYet": "the offer to provider {{providerId}} does not expire until {{expiresAt}}",
  "offer.withdrawn": "your offer for this job was withdrawn ({{withdrawReason}})",
  "offer.expired": "your offer for this job expired at {{expiresAt}}",

  // ---- jobs ----
  "job.onlyProviderCanAccept": "only a provider can accept a job",
  "job.onlyProviderCanDecline": "only a provider can decline a job",
  "job.offeredToAnother": "this job was offered to another provider",
  "job.acceptedByAnother": "another provider accepted this job first",
  "job.youDeclined": "you already declined this job",
  "job.onlyAssignedProviderCanStart": "only the assigned provider can start a job",
  "job.onlyAssignedProviderCanStartThis": "only the assigned provider can start this job",
  "job.onlyAssignedProviderCanComplete": "only the assigned provider can complete a job",
  "job.onlyAssignedProviderCanCompleteThis": "only the assigned provider can complete this job",
  "job.onlyAdminCanReassign": "only an admin can reassign a job",
  "job.underWayCancelInstead": "the job is under way: cancel it for the customer instead",

  // ---- a job's route ----
  "route.onlySystemRecords": "only dispatch (system) records a job's route",
  "route.onlyWhileUnderWay": "a route is recorded only while the job is under way (request is {{status}})",
  "route.providerNotAssigned": "provider {{providerId}} is not assigned to this request",

  // ---- reviews ----
  "review.onlyParties": "only the customer or the provider of a request can review it",
  "review.onlyPartiesOfThisRequest": "only the customer or the provider of this request can review it",
  "review.notCompleted": "a review can only be posted once the job is completed (request is {{status}})",
  "review.noProvider": "this request has no provider to review",
  "review.alreadyPosted": "you have already reviewed this request",
  "review.ratingRange": "{{field}} must be a whole number from {{min}} to {{max}}",
  "review.commentTooLong": "{{field}} must be at most {{max}} characters",
  "review.revieweeNotOtherParty": "{{field}}: must be the other party of this request",
  "review.customerReviewsPrivate":
    "Reviews about a customer are only shown to that customer and to providers",

  // ---- quotes ----
  "quote.onlyCustomer": "only a customer can ask for a quote",
  "quote.alreadyQuoted": "request {{requestId}} already has a quote: a new quote has a new id",
  "quote.notFound": "quote {{quoteId}} does not exist",
  "quote.alreadyBooked": "request {{requestId}} is already booked",
  "quote.alreadyHeld": "{{field}}: this request already holds a quote; book it without lines",
  "quote.otherCustomer": "this quote was issued to another customer",
  "quote.expired": "the quote expired at {{validUntil}}: ask for a new quote to book",
  "quote.required": "{{field}}: a booking needs a quote; ask for one first",
  "quote.mustMatch": "{{field}}: must be the quote's {{field}}; ask for a new quote to change it",
  "quote.totalNotPositive": "{{field}}: a quote's total must be more than zero",
  "quote.noSuchQuote": "{{field}}: no quote {{quoteId}}; ask for a quote first",

  // ---- payments ----
  "payment.onlyQuoteCustomerRecordsDecline": "only the customer of this quote can record a declined card",
  "payment.declinedIsForQuoteTotal":
    "{{field}}: a declined attempt is for the quote total ({{totalFils, aed}})",
  "payment.cashHasNoHold": "{{field}}: a cash booking carries no card hold",
  "payment.bookingNeedsHold":
    "{{field}}: a {{paymentMethod}} booking needs the card's hold for the quote total",
  "payment.holdNotQuoteTotal":
    "{{field}}: the hold is {{holdFils, aed}} but the quote total is {{totalFils, aed}}",
  "payment.extraNeedsHold": "{{field}}: a card booking's extra needs the card's hold for it",
  "payment.holdNotExtra": "{{field}}: the hold is {{holdFils, aed}} but the extra is {{extraFils, aed}}",
  "payment.alreadyCaptured": "payment {{paymentId}} was already captured for {{capturedFils, aed}}",
  "payment.voided": "payment {{paymentId}} was voided",
  "payment.captureAboveHold": "{{field}}: at most the hold ({{holdFils, aed}}) can be captured",
  "payment.capturedRefundInstead": "payment {{paymentId}} was captured: refund it instead",
  "payment.notAuthorized": "payment {{paymentId}} is {{status}}, not authorized",
  "payment.notOnRequest": "payment {{paymentId}} is not on this request",
  "payment.onlySystemRecordsCapture": "only the payment process (system) records a capture",
  "payment.onlySystemRecordsVoid": "only the payment process (system) records a void",
  "payment.onlySystemRecordsFailedCapture": "only the payment process (system) records a failed capture",
  "payment.finalPriceIsQuote":
    "{{field}}: the price is the quote plus approved extras ({{finalFils, aed}}); propose an extra to change it",
  "payment.confirmCancellationFee":
    "cancelling now costs {{feeFils, aed}} because a captain is on the way: confirm the fee to cancel",
  "payment.cardNeedsToken": "{{field}}: a card booking needs the card's token from the payment form",
  "payment.noTestProcessor":
    "There is no {{path}} in this API: the test card processor runs only when PAYMENT_PROVIDER=test",
  "payment.noSuchPayment": "{{field}}: there is no payment {{paymentId}}",
  "payment.onlyBookerConfirms": "only the customer who booked may confirm this payment",
  "payment.confirmationRefused": "{{detail}}",
  "payment.noStripeWebhook":
    "There is no {{path}} in this API: it needs PAYMENT_PROVIDER=stripe and STRIPE_WEBHOOK_SECRET",
  "payment.webhookBody": "{{field}}: must be the JSON Stripe sent",
  "payment.webhookSignature": "{{detail}}",

  // ---- extras ----
  "extra.notFound": "extra {{extraId}} does not exist",
  "extra.proposedWithOtherTerms": "extra {{extraId}} was already proposed with other terms",
  "extra.needsQuote": "this request was booked without a quote: extras need one",
  "extra.rejected": "extra {{extraId}} was rejected",
  "extra.alreadyApproved": "extra {{extraId}} was already approved",
  "extra.onlyAssignedCaptainProposes": "only the assigned captain can propose an extra",
  "extra.proposeOnlyUnderWay":
    "an extra can be proposed only while the job is under way (request is {{status}})",
  "extra.approveOnlyUnderWay":
    "an extra can be approved only while the job is under way (request is {{status}})",
  "extra.onlyCustomerApproves": "only the customer can approve an extra",
  "extra.onlyItsCustomerApproves": "only the customer of this request can approve an extra",
  "extra.onlyCustomerRejects": "only the customer can reject an extra",
  "extra.onlyItsCustomerRejects": "only the customer of this request can reject an extra",
  "extra.cardDeclined":
    "Your card was declined for this extra ({{declineReason, words}}). Nothing was added: reject the extra or settle it with the captain.",
  "extra.bankWantsConfirmation":
    "Your bank wants to confirm this extra, which cannot be done off-session: reject the extra or settle it with the captain.",

  // ---- cash ----
  "cash.paidByCard": "this booking is paid by card: there is no cash to collect",
  "cash.notCompleted": "cash is collected once the job is completed (request is {{status}})",
  "cash.onlyAssignedCaptain": "only the assigned captain can mark cash collected",

  // ---- refunds ----
  "refund.onlyAdmin": "only an admin can refund a payment",
  "refund.notFound": "refund {{refundId}} does not exist",
  "refund.requestedWithOtherTerms": "refund {{refundId}} was already requested with other terms",
  "refund.onlyCard": "only card payments are refunded here: cash is given back by hand",
  "refund.aboveRefundable":
    "{{field}}: at most {{refundableFils, aed}} can be refunded (captured less earlier refunds)",
  "refund.paymentShare": "{{field}}: this payment's share of refund {{refundId}} is {{shareFils, aed}}",
  "refund.onlySystemRecords": "only the payment process (system) records a refund",

  // ---- tax invoices ----
  "invoice.alreadyIssued": "request {{requestId}} already has invoice {{invoiceNumber}}",
  "invoice.noQuote": "this request was booked without a quote: it has no invoice",
  "invoice.nothingSupplied": "nothing was supplied yet (request is {{status}})",
  "invoice.noCaptainOrDate": "the request has no captain or supply date to invoice",
  "invoice.onlySystemIssues": "only the payment process (system) issues tax invoices",

  // ---- credit notes ----
  "creditNote.alreadyIssued": "refund {{refundId}} already has credit note {{creditNoteNumber}}",
  "creditNote.refundNotDone": "refund {{refundId}} is not carried out yet",
  "creditNote.noInvoice": "a credit note refers to an invoice: the invoice is not issued yet",
  "creditNote.onlySystemIssues": "only the payment process (system) issues credit notes",

  // ---- a request's money ----
  "money.notRecordedYet": "Request {{requestId}} has no money recorded yet",

  // ---- chat ----
  "chat.messageExists": "message {{messageId}} already exists",
  "chat.receiverNotOtherParty": "{{field}} must be the other party of this request",
  "chat.emptyText": "{{field}} must not be empty for a text message",
  "chat.imageNeedsUrl": "{{field}} is required for an image message",
  "chat.urlOnlyForImages": "{{field}} is only for image messages",
  "chat.uploadNeedsUrl": "{{field}} is required with an uploaded image",
  "chat.imageExists": "image {{imageUrl}} already exists",
  "chat.imageNotUploaded":
    "{{field}} must be an image you uploaded to this chat (POST /api/chat/{requestId}/images)",
  "chat.noProviderYet": "no provider has taken this request yet, so there is nobody to chat with",
  "chat.closed": "chat is closed: the request is {{status}}",
  "chat.messageNotFound": "message {{messageId}} does not exist in this chat",
  "chat.messageNotYours": "message {{messageId}} was not sent to you",
  "chat.onlyParties": "only the customer and the provider of this request can use its chat",
  "chat.messageNotInChat": "message {{messageId}} is not in this chat",
  "chat.noActiveService": "No active service: You need an active request to chat with a provider.",

  // ---- photos ----
  "photo.onlyParties": "only the customer and the provider of this request can add photos",
  "photo.alreadyExists": "photo {{photoId}} already exists",
  "photo.requestClosed": "photos can no longer be added: the request is {{status}}",
  "photo.tooMany": "a request can have at most {{max}} photos",

  // ---- files ----
  "file.tooLarge": "File Too Large: Please select a file smaller than 10MB",

  // ---- uploads (multipart forms) ----
  "upload.documentRequired": "{{field}}: is required (the document, as a multipart part named file)",
  "upload.notADocument": "Documents must be PDF, JPEG or PNG files",
  "upload.photoRequired": "{{field}}: is required (the image, as a multipart part named file)",
  "upload.imageRequired": "{{field}}: is required (the image, as a multipart part named imageFile)",
  "upload.imageFileOrUrl": "{{field}}: send either an imageFile or an imageUrl, not both",
  "upload.notAnImage": "Photos must be image files (JPEG, PNG, GIF, WebP, HEIC or AVIF)",
  "upload.chatNotAnImage": "{{field}}: Photos must be image files (JPEG, PNG, GIF, WebP, HEIC or AVIF)",
  "upload.notMultipart": "send this as multipart/form-data with the image in a part named {{part}}",
  "upload.exactlyOneFile": "send exactly one file, in a part named {{part}}",
  "upload.tooManyParts": "the form has too many parts",
  "upload.malformed": "the multipart form is malformed",
  "upload.malformedBecause": "the multipart form is malformed: {{detail}}",

  // ---- trip sharing ----
  "share.onlyCustomer": "only the customer of this request can share the trip",
  "share.alreadyExists": "share {{shareId}} already exists",
  "share.requestClosed": "the trip can no longer be shared: the request is {{status}}",
  "share.tooMany": "a trip can be shared at most {{max}} times",
  "share.linkGone": "This tracking link has expired or does not exist",
  "share.tooManyBrowsers": "at most {{max}} browsers can be notified through one link; turn it off on one",

  // ---- push notifications ----
  "push.onlyOwner": "only the account's owner can change its push notifications",
  "push.tooManyDevices": "at most {{max}} devices can receive notifications; turn them off on one",
  "push.onlyReactorExpires": "only the push reactor reports a subscription expired",
  "push.kindNotForRole": '"{{kind}}" is not a notification for a {{role}}',

  // ---- providers ----
  "provider.profileExists": "provider {{providerId}} already has a profile",
  "provider.noProfile": "provider {{providerId}} has no profile yet",
  "provider.onAnotherJob":
    "you are already on another job (request {{requestId}}); complete it before accepting a new one",
  "provider.onlySelfOrAdmin": "only the provider themselves or an admin can change this provider",
  "provider.noSuchProvider": "{{field}}: no such provider",
  "provider.notTakingBookings": "{{field}}: this provider is not taking bookings",
  "provider.doesNotOffer": "{{field}}: this provider does not offer {{serviceType}}",
  "provider.ownProfileNotFound": "Your provider profile was not found",

  // ---- captain onboarding ----
  "captain.underReview": "Your documents are under review: you can go online once an admin approves them.",
  "captain.notApproved": "Your application was not approved: {{rejectionReason}}. Fix it and submit again.",
  "captain.paperExpired":
    "Your {{papers, documents}} has expired: upload a new one and submit them for review.",
  "captain.papersExpired":
    "Your {{papers, documents}} have expired: upload new ones and submit them for review.",
  "captain.incomplete":
    "Complete your business profile and upload your documents, then submit them for review.",
  "captain.applicationUnderReview":
    "Your application is under review: wait for the admin's answer before changing it",
  "captain.tradeLicenceExpired": "the trade licence has expired: renew it first",
  "captain.insuranceExpired": "the insurance policy has expired: renew it first",
  "captain.documentsUnderReview":
    "Your documents are under review: wait for the admin's answer before replacing one",
  "captain.documentExpired": "this {{document, documents}} has already expired: upload a valid one",
  "captain.profileFirst": "Complete your business profile before submitting it for review",
  "captain.uploadBeforeSubmitting": "Upload a valid {{papers, documents}} before submitting",
  "captain.nothingNewToReview": "You are approved and have no new document to review",
  "captain.documentExpiredSinceSubmitted":
    "the captain's {{document, documents}} has expired since they submitted it: reject with that reason",
  "captain.onlyAdminReviews": "only an admin can approve or reject a captain",
  "captain.expiryBySystem": "document expiry is run by the system",
  "captain.nothingWaiting": "captain {{providerId}} has no application waiting for review",
  "captain.ownDocumentsOnly": "You can only upload your own documents",

  // ---- towing fleet ----
  "towing.serviceFirst": "add towing to your services before adding towing equipment",
  "towing.equipmentExists": "equipment {{equipmentId}} already exists",
  "towing.notInFleet": "equipment {{equipmentId}} is not in this provider's fleet",
  "towing.notChosenProvidersTruck": "{{field}}: this truck does not belong to the chosen provider",

  // ---- payout account IBAN ----
  "iban.notUae": "{{field}}: must be a UAE IBAN starting with AE",
  "iban.notAeDigits": "{{field}}: must be AE followed by 21 digits (23 characters)",
  "iban.checkDigits": "{{field}}: check digits do not match",

  // ---- captain payouts ----
  "payout.onlyAdmin": "only an admin can run payouts",
  "payout.notMonday": "{{field}}: {{weekStart}} is not a Monday",
  "payout.weekEndsOn": "{{field}}: the week of {{weekStart}} ends on {{sunday}}",
  "payout.weekNotOver": "the week of {{weekStart}} has not ended yet",
  "payout.alreadyPrepared": "payout run {{runId}} was already prepared",
  "payout.nothingToPay": "{{field}}: no captain has a balance to pay this week",
  "payout.captainTwice": "{{field}}: captain {{providerId}} is listed twice",
  "payout.wrongTransfer":
    "{{field}}: must be payable less cash held ({{expectedFils, aed}}), not {{transferFils, aed}}",
  "payout.notFound": "payout run {{runId}} does not exist",
  "payout.alreadyPaid": "payout run {{runId}} was already paid (bank reference {{bankReference}})",
  "payout.onlyCaptainSetsAccount": "only the captain themselves can set where their payouts go",
  "payout.previousNotPaid":
    "the run for the week of {{weekStart}} is not marked paid yet: mark it paid before preparing another",
  "payout.runExists": "{{field}}: a run for the week of {{weekStart}} exists already; runs go week by week",
  "payout.nothingToPrepare": "no captain with a payout account has a balance to pay: nothing to prepare",
  "payout.accountNotReadableYet": "the payout account is not recorded yet; reload",

  // ---- the provider dashboard ----
  "dashboard.ownOnly": "You can only see your own dashboard",
  "dashboard.adminNamesProvider": "{{field}}: is required for admins",

  // ---- date ranges ----
  "range.toBeforeFrom": "{{field}}: {{to}} is before from ({{from}})",
  "range.tooLong": "{{field}}: the range may span at most {{days}} days",
  "range.notBeforeFrom": "{{field}}: must not be before from ({{from}})",

  // ---- things by kind and id ----
  "resource.notFound": "{{resource}} {{id}} was not found",
  "resource.notReadableYet": "{{resource}} {{id}} is not readable yet; refetch shortly",

  // ---- subscriptions ----
  "subscription.accessEnded":
    "{{resource}} {{id}}: you no longer have access to it, so this subscription has ended",

  // ---- projections (admin) ----
  "projection.unknown": 'No projection is named "{{name}}" (known: {{known}})',
  "projection.alreadyRebuilding": "{{name}} is already being rebuilt",

  // ---- the live fleet map ----
  "fleet.bboxLatitudes": "{{field}}: south and north must be latitudes between -90 and 90",
  "fleet.bboxLongitudes": "{{field}}: west and east must be longitudes between -180 and 180",
  "fleet.bboxSouthBelowNorth": "{{field}}: south must be below north",
  "fleet.bboxWestLeftOfEast": "{{field}}: west must be left of east",

  // ---- map tiles ----
  "map.noTiles": "This server serves no map tiles (MAP_TILES_PATH is not set)",
  "map.tileOutside": "{{field}} must be below {{side}} at zoom {{zoom}}",
  "map.rangeNotSatisfiable": "The archive has {{size}} bytes",

  // ---- commands ----
  "command.concurrentChange": "{{stream}} was changed by someone else at the same time; reload and try again",

  // ---- HTTP itself ----
  "http.invalidJson": "{{field}}: must be valid JSON",
  "http.emptyJson": "{{field}}: must not be empty when Content-Type is application/json",
  "http.bodyTooLarge": "{{field}}: is too large",
  "http.unsupportedMediaType": "Content-Type must be application/json (or multipart/form-data for uploads)",
  "http.contentLengthMismatch": "Content-Length does not match the body",
  "http.malformedContentType": "Content-Type is malformed",
  "http.badRequest": "Bad request",
  "http.refused": "{{detail}}",
  "http.noSuchPath": "There is no {{method}} {{path}} in this API",
  "http.noSuchPathHere": "There is no {{method}} {{path}} here",
  "http.crossSiteOrigin": "Cross-site request refused: origin {{origin}} is not this site (PUBLIC_ORIGINS)",
  "http.crossSiteFetch": "Cross-site request refused: it came from another site (Sec-Fetch-Site: cross-site)",

  // ---- the server ----
  "server.internal": "Something went wrong on our side. Please try again.",
  "server.diskFull": "The database is out of disk space; try again shortly.",
} as const satisfies Record<string, string>;

type TemplateKey = keyof typeof ERROR_REASONS;
type PluralForm = "one" | "other";
/** A reason id: a table key, or the base of a plural pair (`x_one`, `x_other`, chosen by `count`). */
export type ErrorReason = TemplateKey extends infer K
  ? K extends `${infer Base}_${PluralForm}`
    ? Base
    : K
  : never;
type TemplatesOf<R extends ErrorReason> = (typeof ERROR_REASONS)[Extract<
  TemplateKey,
  R | `${R}_${PluralForm}`
>];

/** What a template's placeholders are filled with. */
export type ErrorParamValue = string | number;
export type ErrorParams = Readonly<Record<string, ErrorParamValue>>;

type Placeholders<S extends string> = S extends `${string}{{${infer P}}}${infer Rest}`
  ? P | Placeholders<Rest>
  : never;
type ParamName<P extends string> = P extends `${infer Name}, ${string}` ? Name : P;
type ParamValue<P extends string> = P extends `${string}, aed`
  ? number
  : P extends `${string}, documents`
    ? string
    : ErrorParamValue;

/** The params a reason's template needs: exactly its placeholders (`{{amount, aed}}` takes fils). */
export type ErrorParamsOf<R extends ErrorReason> = {
  readonly [P in Placeholders<TemplatesOf<R>> as ParamName<P>]: ParamValue<P>;
};

/** A reason with placeholders needs its params; one without takes none (`{}` when a field follows). */
export type ReasonArgs<R extends ErrorReason> = [keyof ErrorParamsOf<R>] extends [never]
  ? [params?: Readonly<Record<string, never>>, field?: string]
  : [params: ErrorParamsOf<R>, field?: string];

const TEMPLATES: Readonly<Record<string, string>> = ERROR_REASONS;

export const isErrorReason = (value: string): value is ErrorReason =>
  Object.hasOwn(TEMPLATES, value) || Object.hasOwn(TEMPLATES, `${value}_other`);

/** Every reason id, plural pairs once. */
export const ERROR_REASON_IDS: readonly ErrorReason[] = [
  ...new Set(Object.keys(TEMPLATES).map((key) => key.replace(/_(one|other)$/, ""))),
] as ErrorReason[];

/** The template a reason is written with: for a plural pair, English's form for `count`. */
export function templateOf(reason: ErrorReason, params: ErrorParams = {}): string {
  const single = TEMPLATES[reason];
  if (single !== undefined) return single;
  const form = params.count === 1 ? "one" : "other";
  return TEMPLATES[`${reason}_${form}`] ?? reason;
}

const PLACEHOLDER = /\{\{(\w+)(?:, (\w+))?\}\}/g;

/** The English message of a reason: its template with the params written in. */
export function renderReason(reason: ErrorReason, params: ErrorParams): string {
  return renderTemplate(templateOf(reason, params), params);
}

export function renderTemplate(template: string, params: ErrorParams): string {
  return template.replace(PLACEHOLDER, (whole, name: string, format: string | undefined) => {
    const value = params[name];
    if (value === undefined) return whole;
    if (format === "aed") return formatAed(Number(value));
    if (format === "documents") return namePapers(String(value));
    if (format === "words") return String(value).replace(/-/g, " ");
    if (format === "roles") return nameRoles(String(value));
    return String(value);
  });
}

/** The placeholder names of a template, sorted: what a throw site must give. */
export function placeholdersOf(template: string): string[] {
  return [...template.matchAll(PLACEHOLDER)].map((match) => match[1] as string).sort();
}

/** "customer,admin" → "customers and admins". */
function nameRoles(roles: string): string {
  return roles
    .split(",")
    .filter(Boolean)
    .map((role) => `${role}s`)
    .join(" and ");
}

/** "trade-licence,insurance" → "trade licence and insurance certificate". */
function namePapers(kinds: string): string {
  const names = kinds
    .split(",")
    .filter(Boolean)
    .map((kind) => DOCUMENT_LABELS[kind as DocumentLabelKind] ?? kind);
  return names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}
