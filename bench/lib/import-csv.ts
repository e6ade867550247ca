// The column mapping of the CSV files the import benchmarks build (header: Name, Email, Phone, Address, City,
// Province, Consent, Consent date).
export const benchImportMapping = {
  fullName: "Name",
  email: "Email",
  phone: "Phone",
  address: "Address",
  city: "City",
  province: "Province",
  consentBasis: "Consent",
  consentDate: "Consent date",
};
