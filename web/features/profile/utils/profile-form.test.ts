import { describe, expect, it } from "vitest";
import { bareProfile, completeProfile } from "../testing/sample-profile.ts";
import {
  ageOn,
  errorAt,
  isoDate,
  problemsOn,
  profileLinkNote,
  toCount,
  toProfileForm,
  toProfilePayload,
  validateProfileForm,
  type ProfileForm,
} from "./profile-form.ts";

const formOf = (change: Partial<ProfileForm> = {}): ProfileForm => ({ ...toProfileForm(bareProfile), ...change });

describe("toProfileForm", () => {
  it("shows nulls as empty boxes and fills the defaults", () => {
    const form = toProfileForm({
      ...bareProfile,
      timezone: null,
      deliveryCountry: null,
      numberOfChildren: null,
      languages: null,
    });
    expect(form).toMatchObject({
      dateOfBirth: "",
      gender: "",
      timezone: "Asia/Kuala_Lumpur",
      deliveryCountry: "Malaysia",
      numberOfChildren: "0",
      languages: [],
    });
    expect(form.socialMediaLinks.youtube).toEqual({ profileLink: "", profileName: "", followers: "" });
  });

  it("round-trips a complete profile through the form unchanged, the bank going by its code alone", () => {
    const {
      id: _id,
      email: _email,
      isAdmin: _isAdmin,
      referralId: _code,
      createdAt: _at,
      tinStatus: _status,
      payeeDetailsRequired: _required,
      payeeDetailsMissing: _missing,
      ...editable
    } = completeProfile;
    expect(toProfilePayload(toProfileForm(completeProfile))).toEqual({ ...editable, bankName: null });
  });
});

describe("toProfilePayload", () => {
  it("sends empty date, state, city, gender, marital status and ethnicity as null", () => {
    const payload = toProfilePayload(
      formOf({ dateOfBirth: "", state: "", city: "  ", gender: "", maritalStatus: "", ethnicity: "" }),
    );
    expect(payload).toMatchObject({
      dateOfBirth: null,
      state: null,
      city: null,
      gender: null,
      maritalStatus: null,
      ethnicity: null,
    });
  });

  it("sends no children as null and a count as a whole number", () => {
    expect(toProfilePayload(formOf({ numberOfChildren: "0" })).numberOfChildren).toBeNull();
    expect(toProfilePayload(formOf({ numberOfChildren: "" })).numberOfChildren).toBeNull();
    expect(toProfilePayload(formOf({ numberOfChildren: "3" })).numberOfChildren).toBe(3);
  });

  it("sends no languages as null but keeps chosen ones and the categories as lists", () => {
    expect(toProfilePayload(formOf()).languages).toBeNull();
    const payload = toProfilePayload(formOf({ languages: ["Tamil"], influencerCategories: [] }));
    expect(payload.languages).toEqual(["Tamil"]);
    expect(payload.influencerCategories).toEqual([]);
  });

  it("keeps only the platforms with something typed, followers as numbers of 0 or more", () => {
    const form = formOf();
    form.socialMediaLinks = {
      ...form.socialMediaLinks,
      instagram: { profileLink: "", profileName: "nadia.makes", followers: "1500" },
      tiktok: { profileLink: "https://tiktok.com/@nadia", profileName: "", followers: "" },
    };
    expect(toProfilePayload(form).socialMediaLinks).toEqual({
      instagram: { profileLink: null, profileName: "nadia.makes", followers: 1500 },
      tiktok: { profileLink: "https://tiktok.com/@nadia", profileName: null, followers: 0 },
    });
  });

  it("sends a handle as the platform's link, and an address typed without https:// with it", () => {
    const form = formOf();
    form.socialMediaLinks = {
      ...form.socialMediaLinks,
      instagram: { profileLink: "@nadia.makes", profileName: "", followers: "" },
      tiktok: { profileLink: " nadia ", profileName: "", followers: "" },
      youtube: { profileLink: "youtube.com/@nadiamakes", profileName: "", followers: "" },
    };
    const links = toProfilePayload(form).socialMediaLinks!;
    expect(links.instagram?.profileLink).toBe("https://instagram.com/nadia.makes");
    expect(links.tiktok?.profileLink).toBe("https://tiktok.com/@nadia");
    expect(links.youtube?.profileLink).toBe("https://youtube.com/@nadiamakes");
  });

  it("passes the picture through: a data URL, the stored path, or null to remove it", () => {
    expect(toProfilePayload(formOf({ profilePicture: "data:image/png;base64,AAAA" })).profilePicture).toBe(
      "data:image/png;base64,AAAA",
    );
    expect(toProfilePayload(formOf({ profilePicture: null })).profilePicture).toBeNull();
  });
});

describe("toCount", () => {
  it.each([
    ["12", 12],
    ["2.7", 2],
    ["-3", 0],
    ["", 0],
    ["abc", 0],
  ])("%j becomes %d", (typed, expected) => {
    expect(toCount(typed)).toBe(expected);
  });
});

describe("validateProfileForm", () => {
  it("accepts a bare profile: the address is optional as a whole", () => {
    expect(validateProfileForm(formOf())).toEqual({});
  });

  it("names the missing first name, last name and phone in screen order, with the bilingual messages", () => {
    const errors = validateProfileForm(formOf({ firstName: " ", lastName: "", phoneNumber: "" }));
    expect(errors).toEqual({
      firstName: "First name is required (Nama pertama diperlukan)",
      lastName: "Last name is required (Nama akhir diperlukan)",
      phoneNumber: "Phone number is required (Nombor telefon diperlukan)",
    });
    expect(Object.keys(errors)[0]).toBe("firstName");
  });

  it("refuses names, bank details and addresses a bank file could not carry, as the server does", () => {
    const errors = validateProfileForm(
      formOf({
        firstName: "Siti\u001b",
        bankAccountHolderName: "Siti\nD,IBG,9999.00",
        deliveryAddressLine1: "Jalan \u202eAmpang",
        deliveryCity: "Ipoh\u200b",
        deliveryState: "Perak",
        deliveryPostalCode: "30000",
        bio: "Beauty\nand travel",
      }),
    );
    expect(errors).toEqual({
      firstName: "Please remove the control characters (Sila buang aksara kawalan)",
      bankAccountHolderName: "Please keep this on one line (Sila tulis dalam satu baris)",
      deliveryAddressLine1:
        "Please remove the characters that change the direction of text (Sila buang aksara yang mengubah arah teks)",
      deliveryCity: "Please remove the invisible characters (Sila buang aksara yang tidak kelihatan)",
    });
  });

  it("requires line 1, city, state and postal code once any address field is filled", () => {
    expect(Object.keys(validateProfileForm(formOf({ deliveryAddressLine2: "Unit 3" })))).toEqual([
      "deliveryAddressLine1",
      "deliveryCity",
      "deliveryState",
      "deliveryPostalCode",
    ]);
    const address = {
      deliveryAddressLine1: "1 Jalan Gaya",
      deliveryCity: "Kota Kinabalu",
      deliveryState: "Sabah",
      deliveryPostalCode: "88000",
    };
    expect(validateProfileForm(formOf(address))).toEqual({});
  });

  it("refuses a postal code that is not up to 5 digits and an account number with letters", () => {
    const errors = validateProfileForm(
      formOf({ deliveryPostalCode: "88a00", bankCode: "MBBEMYKL", bankAccountNumber: "1142-3344 5566" }),
    );
    expect(Object.keys(errors)).toEqual([
      "deliveryAddressLine1",
      "deliveryCity",
      "deliveryState",
      "deliveryPostalCode",
    ]);
    expect(errors.deliveryPostalCode).toMatch(/^Postal code must be up to 5 digits/);
    expect(validateProfileForm(formOf({ bankAccountNumber: "1142 ABC" })).bankAccountNumber).toMatch(/digits only/);
  });

  it("accepts the saved number sent back as the server masked it, and nothing else with the mask", () => {
    expect(validateProfileForm(formOf({ bankAccountNumber: "•••• 5566" })).bankAccountNumber).toBeUndefined();
    expect(validateProfileForm(formOf({ bankAccountNumber: "•••• 5566x" })).bankAccountNumber).toMatch(/digits only/);
  });
});

describe("validateProfileForm: counts and links", () => {
  const withSocial = (platform: "instagram" | "tiktok", change: Partial<ProfileForm["socialMediaLinks"]["tiktok"]>) => {
    const form = formOf();
    form.socialMediaLinks = { ...form.socialMediaLinks, [platform]: { ...form.socialMediaLinks[platform], ...change } };
    return form;
  };

  it("refuses a negative or broken number of children with a bilingual message at the field", () => {
    expect(validateProfileForm(formOf({ numberOfChildren: "-3" }))).toEqual({
      numberOfChildren: "Number of children cannot be negative (Bilangan anak tidak boleh negatif)",
    });
    expect(validateProfileForm(formOf({ numberOfChildren: "2.5" }))).toEqual({
      numberOfChildren: "Number of children must be a whole number (Bilangan anak mestilah nombor bulat)",
    });
    for (const fine of ["", "0", "4", " 2 "])
      expect(validateProfileForm(formOf({ numberOfChildren: fine }))).toEqual({});
  });

  it("refuses negative followers at the platform's field", () => {
    expect(validateProfileForm(withSocial("tiktok", { profileName: "nadia", followers: "-4" }))).toEqual({
      "socialMediaLinks.tiktok.followers": "Followers cannot be negative (Bilangan pengikut tidak boleh negatif)",
    });
  });

  it("takes a link or a handle, and refuses anything else with the platform's example", () => {
    for (const fine of ["@nadia.makes", "nadia_makes", "https://instagram.com/nadia", "instagram.com/nadia", ""])
      expect(validateProfileForm(withSocial("instagram", { profileLink: fine })), fine).toEqual({});
    for (const bad of ["nadia makes", "javascript:alert(1)", "https://", "@"])
      expect(validateProfileForm(withSocial("instagram", { profileLink: bad })), bad).toEqual({
        "socialMediaLinks.instagram.profileLink":
          "Profile link must be a web address such as https://instagram.com/yourname (Pautan profil mestilah alamat web seperti https://instagram.com/yourname)",
      });
  });

  it("lists the children before the social links and the links before the bank, as the screen does", () => {
    const form = withSocial("instagram", { profileLink: "not a link" });
    const errors = validateProfileForm({ ...form, numberOfChildren: "-1", bankAccountNumber: "abc" });
    expect(Object.keys(errors)).toEqual([
      "numberOfChildren",
      "socialMediaLinks.instagram.profileLink",
      "bankAccountNumber",
    ]);
  });

  it("says what a handle will be saved as, and nothing for a link saved as typed", () => {
    expect(profileLinkNote("instagram", "@nadia")).toBe(
      "Will be saved as https://instagram.com/nadia (Akan disimpan sebagai https://instagram.com/nadia)",
    );
    expect(profileLinkNote("instagram", "https://instagram.com/nadia")).toBeUndefined();
    expect(profileLinkNote("instagram", "")).toBeUndefined();
    expect(profileLinkNote("instagram", "not a link")).toBeUndefined();
  });
});

describe("errorAt", () => {
  it("finds a field's own error, or the first error of one of its items", () => {
    const errors = { firstName: "Required", "languages.1": "Unknown language" };
    expect(errorAt(errors, "firstName")).toBe("Required");
    expect(errorAt(errors, "languages")).toBe("Unknown language");
    expect(errorAt(errors, "lang")).toBeUndefined();
  });
});

describe("problemsOn", () => {
  it("puts each problem at a field shown, an item's at its list, and drops those of hidden fields", () => {
    const problems = { phoneNumber: "Taken", "languages.1": "Unknown language", duitNowId: "Check the ID" };
    expect(problemsOn(["firstName", "phoneNumber", "languages", "bankAccountNumber"], problems)).toEqual({
      phoneNumber: "Taken",
      languages: "Unknown language",
    });
    expect(problemsOn(["firstName"], problems)).toEqual({});
  });
});

describe("ageOn", () => {
  const today = new Date(2026, 2, 21); // 21 March 2026, local time

  it("counts whole years, adding one on the birthday itself", () => {
    expect(ageOn("1994-03-21", today)).toBe(32);
    expect(ageOn("1994-03-22", today)).toBe(31);
    expect(ageOn("1994-12-01", today)).toBe(31);
    expect(ageOn("2026-03-21", today)).toBe(0);
  });

  it("has no age for an empty, malformed or future date", () => {
    expect(ageOn("", today)).toBeNull();
    expect(ageOn("21/03/1994", today)).toBeNull();
    expect(ageOn("2026-03-22", today)).toBeNull();
  });

  it("formats a local date the way the date input wants it", () => {
    expect(isoDate(today)).toBe("2026-03-21");
    expect(isoDate(new Date(2026, 0, 5))).toBe("2026-01-05");
  });
});
