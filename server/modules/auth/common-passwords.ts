// The most used passwords of six or more characters from public breach lists; refused at
// registration and reset because they are the first ones guessed.
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  "123456", "1234567", "12345678", "123456789", "1234567890", "password", "password1", "password123",
  "qwerty", "qwerty123", "qwertyuiop", "111111", "000000", "123123", "654321", "666666", "121212",
  "abc123", "abcdef", "iloveyou", "sunshine", "princess", "football", "baseball", "welcome",
  "welcome1", "monkey", "dragon", "letmein", "master", "shadow", "superman", "michael", "charlie",
  "1q2w3e4r", "1qaz2wsx", "zaq12wsx", "asdfgh", "asdfghjkl", "password!", "passw0rd", "trustno1",
  "starwars", "whatever", "freedom", "killer", "hello123", "qazwsx", "aa123456", "123qwe",
  "987654321", "112233", "159753", "147258369", "789456123", "11111111", "88888888", "123321",
  "malaysia", "sayang", "sayangku", "iloveyou1", "jemput", "jemput123",
]);

export const isCommonPassword = (password: string): boolean => COMMON_PASSWORDS.has(password.toLowerCase());
