// Typed calls of the offer programme (docs/api.md "Offer"), over the shared apiFetch: my application, applying, the
// school email code and the GitHub profile code.
import type { z } from "zod";
import type { Locale } from "@/i18n/routing";
import type { ZOfferApplication, ZOfferEmailCode } from "@/lib/shared/validations/offer/offer-application";
import type { OfferApplicationDto, OwnOfferApplication } from "@/lib/shared/validations/offer/offer-dto";
import { apiFetch, apiPost } from "./api-fetch";

export const getOwnOfferApplication = (locale: Locale, signal?: AbortSignal) =>
  apiFetch<OwnOfferApplication>("/api/offer/applications", { locale, signal });

export const applyForOffer = (body: z.input<typeof ZOfferApplication>, locale: Locale) =>
  apiPost<OfferApplicationDto>("/api/offer/applications", body, locale);

export const getOfferProfileCode = (locale: Locale, signal?: AbortSignal) =>
  apiFetch<{ code: string }>("/api/offer/profile-code", { locale, signal });

export const sendOfferEmailCode = (body: z.input<typeof ZOfferEmailCode>, locale: Locale) =>
  apiPost<null>("/api/offer/email-code", body, locale);
