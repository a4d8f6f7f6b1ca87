import { defineConfig } from 'sitegen';

export default defineConfig({
  title: 'Acme',
  url: 'https://www.example.com',
});
