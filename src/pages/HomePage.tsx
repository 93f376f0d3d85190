import { About } from '../components/home/About.tsx';
import { Contact } from '../components/home/Contact.tsx';
import { ExperienceList } from '../components/home/ExperienceList.tsx';
import { Hero } from '../components/home/Hero.tsx';
import { ProjectList } from '../components/home/ProjectList.tsx';
import { Skills } from '../components/home/Skills.tsx';
import { Layout } from '../components/layout/Layout.tsx';
import content from 'virtual:content';
import { homeHead } from '../lib/head.ts';

const head = homeHead(content.site);

/** The home page: hero, About, Projects, Experience, Skills and Contact. */
export function HomePage() {
  return (
    <Layout variant="home" head={head}>
      <Hero />
      <About />
      <ProjectList />
      <ExperienceList />
      <Skills />
      <Contact />
    </Layout>
  );
}
